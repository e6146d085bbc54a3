// Where the arrows of the last move (and the hint's) start and end, in squares, measured from the
// two squares' centres. A tower's colour dot is a circle of about 0.2 square round the centre: an
// arrow starts START_GAP from the first centre and its head's tip stops TIP_GAP short of the
// second, so neither end covers a dot. The head is a marker HEAD_WIDTH strokes wide centred on the
// line's end, so it reaches half its width (in squares: HEAD_WIDTH * UNDER_STROKE / 2) past the end.

export const HEAD_WIDTH = 2.4; // the marker's size, in widths of the line it ends
export const UNDER_STROKE = 0.16; // the dark under-line's width in squares (js/styles/towers.css)
export const START_GAP = 0.3;
export const TIP_GAP = 0.25;

// How far to cut the line at its start and at its end, for centres `length` squares apart.
/** @param {number} length */
export function arrowCuts(length) {
  const reach = (HEAD_WIDTH * UNDER_STROKE) / 2;
  return { start: START_GAP, end: Math.min(TIP_GAP + reach, Math.max(START_GAP, length - START_GAP - 0.05)) };
}

// Where the head's tip lands, in squares from the second centre (for the tests and the comments).
/** @param {number} length */
export function tipGap(length) {
  return arrowCuts(length).end - (HEAD_WIDTH * UNDER_STROKE) / 2;
}

const FILE_LETTERS = "abcdefgh";

// The squares a straight or diagonal line from `from` to `to` runs over, both ends included.
/**
 * @param {string} from
 * @param {string} to
 */
export function squaresOn(from, to) {
  const [f1, r1] = [FILE_LETTERS.indexOf(from[0]), Number(from[1])];
  const [f2, r2] = [FILE_LETTERS.indexOf(to[0]), Number(to[1])];
  const steps = Math.max(Math.abs(f2 - f1), Math.abs(r2 - r1));
  const out = [];
  for (let i = 0; i <= steps; i++) {
    const f = steps ? f1 + Math.round(((f2 - f1) * i) / steps) : f1;
    const r = steps ? r1 + Math.round(((r2 - r1) * i) / steps) : r1;
    out.push(`${FILE_LETTERS[f]}${r}`);
  }
  return out;
}

// Every arrow the board draws for a view, in drawing order: the last move's (its mover's, then each pushed
// tower's), the push preview's (each tower a target push would move, to where it would land, S2/S7) and the
// arrows Python draws with its message (view.arrows: an opponent's answer, a refused try). While a push is
// previewed, a last-move arrow that runs over a square of the preview is left out (the squares keep their
// frames): two arrows pointing opposite ways through the same square read as one move the other way.
/**
 * @typedef {{ from: string, to: string, kind: string }} Arrow
 * @param {Partial<Pick<import("./types.js").View, "targets" | "last_move" | "mode" | "arrows">>} view the view's parts it reads
 * @returns {Arrow[]}
 */
export function boardArrows(view) {
  /** @type {Arrow[]} */
  const preview = [];
  for (const target of view.targets ?? []) {
    for (const p of target.pushes ?? []) preview.push({ from: p.from, to: p.to, kind: "preview" });
  }
  const previewed = new Set(preview.flatMap((a) => [a.from, a.to]));
  const clear = (/** @type {Arrow} */ a) => !squaresOn(a.from, a.to).some((sq) => previewed.has(sq));
  /** @type {Arrow[]} */
  const last = [];
  const lm = view.last_move;
  if (lm && lm.from !== lm.to && view.mode !== "edit") {
    last.push({ from: lm.from, to: lm.to, kind: lm.kind === "push" ? "push" : "step" });
    for (const p of lm.pushed ?? []) last.push({ from: p.from, to: p.to, kind: "pushed" });
  }
  const told = (view.arrows ?? []).map((a) => ({ from: a.from, to: a.to, kind: a.kind === "tried" ? "tried" : "answer" }));
  return [...last.filter(clear), ...preview, ...told];
}

// The squares where an arrow's head comes in from below on screen: their label ("blocked 2", "push") sits at
// the square's top instead of its bottom, so the head is never hidden under it. Rank 1 is at the bottom
// unless the board is `flipped`.
/**
 * @param {Arrow[]} arrows
 * @param {boolean} flipped
 * @returns {Set<string>}
 */
export function headsFromBelow(arrows, flipped) {
  const below = new Set();
  for (const a of arrows) {
    const rise = Number(a.to[1]) - Number(a.from[1]);
    if (a.from !== a.to && (flipped ? rise < 0 : rise > 0)) below.add(a.to);
  }
  return below;
}
