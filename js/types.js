// The front end's shared types (JSDoc, checked by `npm run typecheck`). The View itself is not
// written here: js/view.d.ts is generated from Python's schema (scripts/view_types.py), so the
// page and Python describe it once. This module holds no code.

/** @typedef {import("./view").View} View What Python sends as the `view` trait. */

/** @typedef {import("./view").Controls} Controls Which control groups the page shows (`view.controls`). */

/**
 * One square of the layout (the `board_layout` trait): its name, colour and the colour's words.
 * @typedef {import("./view").LayoutSquare} LayoutSquare
 */

/**
 * What Python sends as the `board_layout` trait: the layout's squares, the colours' paint, the new-match form's
 * and the editor's choices, and the words shown until the kernel answers (docs/widget-protocol.md).
 * @typedef {import("./view").BoardLayout} BoardLayout
 */

/** @typedef {import("./view").History} History The `history` trait: the finished rounds and the current one's start. */

/** @typedef {import("./view").BoardTower & { character?: string }} ShownTower A tower with its colour's character (B5). */

/**
 * What the parts draw: the view, with the layout's squares, paint and choices, each tower's
 * character, the page's words (the `words` trait) and the view switches (js/widget.js, `current`).
 * @typedef {Omit<View, "towers"> & {
 *   towers: ShownTower[],
 *   squares: LayoutSquare[],
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

/** @typedef {import("./view").Choices} Choices The new-match form's and the editor's options. */

/**
 * The synced traits the page reads or sets, by name (docs/widget-protocol.md; kamisado_widget/widget/board.py).
 * A trait Python has not sent reads as undefined (the view and the layout are checked before drawing).
 * @typedef {{
 *   view: View | null | undefined,
 *   board_layout: BoardLayout | null | undefined,
 *   history: History | null | undefined,
 *   words: import("./text.js").Words | null | undefined,
 *   flipped: boolean,
 *   colour_blind: boolean,
 *   animation: string,
 *   shown_version: number,
 * }} Traits
 */

/** @typedef {"flipped" | "colour_blind" | "animation"} Option A view switch: a trait the page sets itself. */

/** @typedef {<K extends Option>(name: K, value: Traits[K]) => void} SetOption Sets a view switch's synced trait. */

/** @typedef {{ type: "ready" }} FromPython A custom message from Python (kamisado_widget/protocol/ready.py). */

/**
 * The part of anywidget's model the page uses: each trait read or set has its type; a change event names a trait,
 * "msg:custom" brings Python's custom messages.
 * @typedef {{
 *   get<K extends keyof Traits>(name: K): Traits[K],
 *   set<K extends keyof Traits>(name: K, value: Traits[K]): void,
 *   save_changes(): void,
 *   send(content: object): void,
 *   on(event: `change:${keyof Traits}`, callback: () => void): void,
 *   on(event: "msg:custom", callback: (content: FromPython) => void): void,
 *   off(event: `change:${keyof Traits}`, callback: () => void): void,
 *   off(event: "msg:custom", callback: (content: FromPython) => void): void,
 * }} Model
 */

export {};
