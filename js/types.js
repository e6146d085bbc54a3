// The front end's shared types (JSDoc, checked by `npm run typecheck`). The View itself is not
// written here: js/view.d.ts is generated from Python's schema (scripts/view_types.py), so the
// page and Python describe it once. This module holds no code.

/** @typedef {import("./view").View} View What Python sends as the `view` trait. */

/** @typedef {import("./view").Controls} Controls Which control groups the page shows (`view.controls`). */

/**
 * One square of the layout (the `board_layout` trait): its name, colour and the colour's words.
 * @typedef {{ name: string, colour: string, colour_name?: string, character?: string }} Square
 */

/**
 * What Python sends as the `board_layout` trait: the layout's squares, the colours' paint, the new-match form's
 * and the editor's choices, and the words shown until the kernel answers (docs/widget-protocol.md).
 * @typedef {{ layout: string, palette: Record<string, string>, squares: Square[], choices: Choices, loading: string }} BoardLayout
 */

/** @typedef {import("./view").BoardTower & { character?: string }} ShownTower A tower with its colour's character (B5). */

/**
 * What the parts draw: the view, with the layout's squares, paint and choices, each tower's
 * character, the page's words (the `words` trait) and the view switches (js/widget.js, `current`).
 * @typedef {Omit<View, "towers"> & {
 *   towers: ShownTower[],
 *   squares: Square[],
 *   palette: Record<string, string>,
 *   choices: Choices,
 *   words: import("./text.js").Words,
 *   flipped: boolean,
 *   colour_blind: boolean,
 *   animation?: string,
 * }} Drawn
 */

/** @typedef {{ type: string, [field: string]: unknown }} Intent One user action, sent to Python. */

/** @typedef {(intent: Intent) => void} Send Sends an intent (js/intents.js queues it). */

/** @typedef {(name: string, value: unknown) => void} SetOption Sets a view switch's synced trait. */

/** @typedef {{ targets: [number, string][], layouts: [string, string][] }} Choices The new-match form's options. */

/**
 * The part of anywidget's model the page uses.
 * @typedef {{
 *   get(name: string): any,
 *   set(name: string, value: unknown): void,
 *   save_changes(): void,
 *   send(content: object): void,
 *   on(event: string, callback: (...args: any[]) => void): void,
 *   off(event: string, callback: (...args: any[]) => void): void,
 * }} Model
 */

export {};
