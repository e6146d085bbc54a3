"""The board's own animations caught in the browser: paused the frame they start, described, then let run."""

from __future__ import annotations

from playwright.sync_api import expect

# The board's own animations (ids "kw-…", not the CSS pulse of the tower to move), as data.
SCRIPTED = """root => root.getAnimations({ subtree: true }).filter(a => (a.id || '').startsWith('kw-'))"""
DESCRIBE = """a => {
  const target = a.effect.target;
  const t = a.effect.getTiming();
  const frames = a.effect.getKeyframes();
  return {
    id: a.id, tower: target.closest('[data-tower]').dataset.tower,
    square: target.closest('[data-square]').dataset.square,
    badge: target.classList.contains('kw-order-badge') ? target.textContent : null,
    delay: t.delay, duration: t.duration, from: frames[0].transform || null,
  };
}"""
# Every animation of the board's own is noted as it is made (Element.animate is wrapped before the page's scripts
# run: STARTED, an init script of every test page, tests/helpers/lab.py's watched_page), with the moment, and so is
# the moment of the latest click or key press. So an animation the last action started is found even when the page
# drew no frame while it ran (a busy machine): it is no longer running, but it is noted.
STARTED = """(() => {
  const animate = Element.prototype.animate;
  window.kwStarted = [];
  window.kwLastInput = 0;
  Element.prototype.animate = function (...args) {
    const made = animate.apply(this, args);
    if ((made.id || '').startsWith('kw-')) { made.kwMadeAt = performance.now(); window.kwStarted.push(made); }
    return made;
  };
  for (const kind of ['pointerdown', 'keydown']) {
    window.addEventListener(kind, () => { window.kwLastInput = performance.now(); }, true);
  }
})();"""
# Waits (each frame) for the board's animations that the last action started (running, or noted since the latest
# input and not caught before), pauses them all at once, describes them.
CATCH = f"""root => {{
  const noted = (window.kwStarted || []).filter(a =>
    !a.kwCaught && a.kwMadeAt >= window.kwLastInput && root.contains(a.effect.target));
  const found = [...new Set([...({SCRIPTED})(root), ...noted])];
  if (!found.length) return null;
  found.forEach(a => {{ a.pause(); a.kwCaught = true; }});
  root.kwCaught = found;  // kept: one moved past its end is no longer listed by getAnimations()
  return found.map({DESCRIBE});
}}"""


def catch(page, widget):
    """The animations the last action started, paused on the frame they were found."""
    handle = page.wait_for_function(CATCH, arg=widget.element_handle(), polling="raf", timeout=60_000)
    return handle.json_value()


def release(widget):
    """Let the paused animations run to their end; the badges go then."""
    widget.evaluate(f"root => [...(root.kwCaught || []), ...({SCRIPTED})(root)].forEach(a => a.finish())")
    expect(widget.locator(".kw-order-badge")).to_have_count(0)
    assert widget.evaluate(f"root => ({SCRIPTED})(root).length") == 0


# After two animation frames (the page rendered between them): how many animations of the board's own run, or were
# made since the latest input (one that ended between two frames counts too).
AFTER_TWO_FRAMES = f"""root => new Promise(done =>
  requestAnimationFrame(() => requestAnimationFrame(() => done(new Set([...({SCRIPTED})(root),
    ...(window.kwStarted || []).filter(a => !a.kwCaught && a.kwMadeAt >= window.kwLastInput
      && root.contains(a.effect.target))]).size))))"""


def nothing_animates(widget):
    """No animation of the board's own once it has drawn the new state (the caller waited for that state): a
    view's animations start in the redraw that draws it (js/board.js, ``animate``), and two frames later
    none has started either."""
    assert widget.evaluate(AFTER_TWO_FRAMES) == 0
