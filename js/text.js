// Words the board shows or speaks. The page writes none of its own: every word comes from Python in
// the board's language, by key (the `words` trait, kamisado_widget/protocol/page_words.py), and `say`
// fills its named placeholders. Colours are always named in text as well as painted.

export const FILES = "abcdefgh";

/** @typedef {Record<string, string>} Words The `words` trait: each of the page's words by its key. */
/** @typedef {(key: string, params?: Record<string, unknown>) => string} Say */

/**
 * Python's word `key`, each `{name}` in it filled from `params` (a placeholder without a value stays as it
 * is); a key Python did not send shows as itself, so a missing word is seen, never guessed.
 * @param {Words | null | undefined} words
 * @param {string} key
 * @param {Record<string, unknown>} [params]
 */
export function say(words, key, params = {}) {
  const word = words?.[key];
  if (word === undefined) return key;
  return word.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/**
 * The `say` of one board's words.
 * @param {Words | null | undefined} words
 * @returns {Say}
 */
export const speaker = (words) => (key, params) => say(words, key, params);

/**
 * A player's name: the one the players gave, else Python's word for the side.
 * @param {{ scoreboard?: { names?: Record<string, string> }, words?: Words }} view
 * @param {string} player
 * @returns {string}
 */
export const playerName = (view, player) => view.scoreboard?.names?.[player] || say(view.words, `player.${player}`);

// A name inside a control or one of the page's words is shortened with "…" past NAME_ROOM characters
// (as Python cuts it in its sentences, kamisado_widget/widget/short_names.py); the element then carries
// the full text as its tooltip (title) and accessible label (setShortened).
export const NAME_ROOM = 24;

/**
 * @param {string} name
 * @param {number} [room]
 */
export function shortName(name, room = NAME_ROOM) {
  const chars = Array.from(name); // whole characters, never half of a surrogate pair
  return chars.length <= room ? name : `${chars.slice(0, room - 1).join("")}…`;
}

// Python's sentence with each long player name cut, as Python sends it (the view's `short`, for
// setShortened); the page looks it up and never edits a sentence.
/**
 * @param {{ short?: Record<string, string> }} view
 * @param {string | null | undefined} text
 */
export const shortened = (view, text) => view.short?.[text ?? ""] ?? text ?? "";

// One cell's accessible name: square, colour, tower and rank, then what the square means now, each
// one of Python's words, listed with Python's separator.
/**
 * What a square means now (js/board.js): each of its marks, if it has it.
 * @typedef {{
 *   mover?: boolean, movable?: boolean, selected?: boolean, picked?: boolean, target?: { kind: string },
 *   blocked?: number, last?: string, hint?: string, pushed?: string, wouldPush?: boolean, wouldLand?: boolean,
 *   explore?: string,
 * }} SquareState
 * @param {Words | null | undefined} words
 * @param {import("./types.js").LayoutSquare} square
 * @param {import("./view").BoardTower | undefined} tower
 * @param {SquareState} state what the square means now (mover, selected, target, ...)
 */
export function squareLabel(words, square, tower, state) {
  const t = speaker(words);
  const parts = [t("square", { square: square.name, colour: t(`colour.${square.colour}`) })];
  parts.push(tower ? tower.label ?? "" : t("square_empty"));
  if (tower && tower.rank > 0) parts.push(t(`rings.${tower.rank}`));
  if (state.mover) parts.push(t("must_move"));
  else if (state.movable) parts.push(t("may_move"));
  if (state.selected) parts.push(t("selected"));
  if (state.picked) parts.push(t("picked_up"));
  if (state.target) parts.push(t(`target_${state.target.kind}`)); // step, push or pass
  if (state.blocked) parts.push(t("blocked_in_chain", { order: state.blocked }));
  if (state.last) parts.push(t(`last_${state.last}`)); // from, to or pass
  if (state.hint) parts.push(t(`hint_${state.hint}`)); // from, to or pass
  if (state.pushed) parts.push(t(`pushed_${state.pushed}`)); // from or to
  if (state.wouldPush) parts.push(t("would_push"));
  if (state.wouldLand) parts.push(t("would_land"));
  if (state.explore) parts.push(state.explore); // explore mode: Python's sentence of each move landing here
  return parts.join(t("label_separator"));
}

// The short word on a square: a push or a pass target, or a blocked tower's place in the chain.
/**
 * @param {Words | null | undefined} words
 * @param {string | undefined} target the target's kind on the square
 * @param {number | undefined} blocked
 */
export function squareNote(words, target, blocked) {
  if (target && target !== "step") return say(words, `kind_${target}`); // push or pass
  return blocked ? say(words, "note_blocked", { order: blocked }) : "";
}

/** @param {import("./view").BlockedTower[]} chain the blocked towers, in order: Python's label of each */
export const chainText = (chain) => chain.map((link) => link.label ?? "").join(" → ");

/**
 * @param {Words | null | undefined} words
 * @param {boolean} flipped
 */
export const gridLabel = (words, flipped) => (flipped ? say(words, "grid_flipped") : say(words, "grid"));
