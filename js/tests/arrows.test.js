// The arrows' ends: clear of the colour dots of the towers at both ends, for neighbours and for long moves.
import assert from "node:assert/strict";
import { test } from "node:test";

import { arrowCuts, HEAD_WIDTH, START_GAP, tipGap, UNDER_STROKE } from "../arrows.js";

const DOT = 0.21; // a colour dot's radius with its rim, in squares, on the narrowest board

test("a pushed tower's arrow between neighbours starts and ends clear of both dots", () => {
  for (const length of [1, Math.SQRT2]) {
    const { start, end } = arrowCuts(length);
    assert.ok(start - UNDER_STROKE / 2 >= DOT, `the round cap reaches ${start - UNDER_STROKE / 2}`);
    assert.ok(tipGap(length) >= DOT, `the tip reaches ${tipGap(length)}`);
    assert.ok(length - start - end > 0, "a line is left between the cuts");
    const back = end + (HEAD_WIDTH * UNDER_STROKE) / 2; // the head's back, from the second centre
    assert.ok(length - back >= DOT, `the head's back reaches ${length - back} from the first centre`);
  }
});

test("a long move's arrow ends as far from its tower as a short one's", () => {
  assert.equal(tipGap(7), tipGap(1));
  assert.equal(arrowCuts(7).start, START_GAP);
});
