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
export function arrowCuts(length) {
  const reach = (HEAD_WIDTH * UNDER_STROKE) / 2;
  return { start: START_GAP, end: Math.min(TIP_GAP + reach, Math.max(START_GAP, length - START_GAP - 0.05)) };
}

// Where the head's tip lands, in squares from the second centre (for the tests and the comments).
export function tipGap(length) {
  return arrowCuts(length).end - (HEAD_WIDTH * UNDER_STROKE) / 2;
}
