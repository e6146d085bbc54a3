// Words the board shows or speaks. Colours are always named in text as well as painted.

export const FILES = "abcdefgh";

/** @param {string | null | undefined} word */
export const cap = (word) => (word ? word.charAt(0).toUpperCase() + word.slice(1) : "");

/**
 * @param {{ scoreboard?: { names?: Record<string, string> } }} view
 * @param {string} player
 * @returns {string}
 */
export const playerName = (view, player) => view.scoreboard?.names?.[player] ?? cap(player);

// A name inside a sentence or a control is shortened with "…" past NAME_ROOM characters; the
// element then carries the full text as its tooltip (title) and accessible label (setShortened).
export const NAME_ROOM = 24;

/**
 * @param {string} name
 * @param {number} [room]
 */
export function shortName(name, room = NAME_ROOM) {
  const chars = Array.from(name); // whole characters, never half of a surrogate pair
  return chars.length <= room ? name : `${chars.slice(0, room - 1).join("")}…`;
}

// A sentence from Python with each long player name shortened (for setShortened).
/**
 * @param {{ scoreboard?: { names?: Record<string, string> } }} view
 * @param {string | null | undefined} text
 */
export function withShortNames(view, text) {
  let short = text ?? "";
  for (const player of ["black", "gold"]) {
    const name = playerName(view, player);
    if (name && shortName(name) !== name) short = short.split(name).join(shortName(name));
  }
  return short;
}

// "Black's Red Sumo"; the view's own label wins when Python sends one.
/** @param {Record<string, any>} tower */
export function towerLabel(tower) {
  if (tower.label) return tower.label;
  const rank = tower.rank > 0 ? tower.rank_name || "Sumo" : "tower";
  return `${cap(tower.player)}'s ${tower.colour_name || cap(tower.colour)} ${rank}`;
}

/** @type {Record<string, string>} */
const TARGET_WORDS = {
  step: "legal move: the selected tower can move here",
  push: "legal push: the selected Sumo can push this tower back",
  pass: "legal pass: the blocked tower stays here",
};

/** @param {string} kind */
export const targetWords = (kind) => TARGET_WORDS[kind] ?? `legal target (${kind})`;

// One cell's accessible name: square, colour, tower and rank, then what the square means now.
/**
 * @param {import("./types.js").Square} square
 * @param {Record<string, any> | undefined} tower
 * @param {Record<string, any>} state what the square means now (mover, selected, target, ...)
 */
export function squareLabel(square, tower, state) {
  const parts = [`${square.name}, ${square.colour_name || cap(square.colour)} square`];
  parts.push(tower ? towerLabel(tower) : "empty");
  if (tower && tower.rank > 0) parts.push(`rank ${tower.rank}, ${tower.rank} ring${tower.rank > 1 ? "s" : ""}`);
  if (state.mover) parts.push("must move");
  else if (state.movable) parts.push("may move");
  if (state.selected) parts.push("selected");
  if (state.picked) parts.push("picked up: click a square to move it there");
  if (state.target) parts.push(targetWords(state.target.kind));
  if (state.blocked) parts.push(`blocked, pass ${state.blocked} in the chain`);
  if (state.last) parts.push(state.last === "pass" ? "last move: a pass here" : `last move ${state.last === "from" ? "from" : "to"} here`);
  if (state.hint) parts.push(state.hint === "to" ? "hint: move here" : state.hint === "pass" ? "hint: pass here" : "hint: move this tower");
  if (state.pushed) parts.push(state.pushed === "from" ? "a tower was pushed from here" : "a pushed tower landed here");
  if (state.wouldPush) parts.push("the push would move this tower");
  if (state.wouldLand) parts.push("a pushed tower would land here");
  return parts.join(", ");
}

/** @param {Record<string, string>[]} chain */
export const chainText = (chain) => chain.map((link) => link.label || `${cap(link.player)}'s ${cap(link.colour)} on ${link.square}`).join(" → ");

/** @param {boolean} flipped */
export const gridLabel = (flipped) =>
  flipped
    ? "Kamisado board, Gold's side: rank 1 at the top, Gold's home row (rank 8) at the bottom, file h on the left"
    : "Kamisado board: rank 8 at the top, Black's home row (rank 1) at the bottom, file a on the left";
