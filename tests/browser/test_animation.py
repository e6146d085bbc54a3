"""Steps, pushes and refills animate in JupyterLab, played by clicks: a step slides the mover; a push
slides the pushed line back first, then the pusher steps in (S2); a refill moves the towers one after
another in the engine's fill order (F4, the Defender first, F5) with number badges that go when it
ends. The speed select sets the `animation` trait and the durations follow it; "off" animates
nothing; undo and loaded positions show at once; under prefers-reduced-motion nothing slides.
Each animation is caught on the page the frame it starts (``getAnimations()``) and paused there, so
its timing is read before it ends. Writes docs/animation.png (a paused refill frame) when it is
missing or when KAMISADO_UPDATE_SCREENSHOTS=1."""

import os
import re
from pathlib import Path

from helpers.animation import SCRIPTED, catch, nothing_animates, release
from helpers.lab import add_cell, open_board, set_theme, square
from playwright.sync_api import expect

from kamisado_widget.engine import Fill, Match, Player, square_name
from kamisado_widget.engine.catalogue import _
from kamisado_widget.engine.fill import fill_order
from kamisado_widget.engine.towers import tower_id
from kamisado_widget.protocol.motion import durations

DOCS = Path(__file__).parents[2] / "docs"
UPDATE = os.environ.get("KAMISADO_UPDATE_SCREENSHOTS") == "1"
ROUND_ONE = [("c1", "c7"), ("d8", "d6"), ("c7", "d8")]  # Black's Red reaches Gold's home row (M7)
# Black's Red Double Sumo on d4 faces Gold's Blue (d5) and Pink (d6), d7 empty: a push of two (S2, S7).
PUSH_TWO = "o1u1yrgn/8/3p4/3b4/3R++4/8/8/NG1YPUBO b r - standard target=7 round=2 challenger=g score=3-0"

def translation(frame):
    dx, dy = (float(v) for v in re.fullmatch(r"translate\((-?[\d.]+)px, (-?[\d.]+)px\)", frame).groups())
    return dx, dy


def trips(found):
    """The slides among the caught animations; each moving tower is lifted above the others meanwhile."""
    slides = [a for a in found if a["id"] == "kw-trip"]
    lifts = [a for a in found if a["id"] == "kw-lift"]
    assert sorted((a["tower"], a["delay"], a["duration"]) for a in lifts) == sorted(
        (a["tower"], a["delay"], a["duration"]) for a in slides)
    return slides


def play(widget, a, b):
    square(widget, a).click()
    expect(square(widget, a)).to_have_attribute("aria-selected", "true")
    square(widget, b).click()


def engine_fill_order(direction):
    """(tower id, from, order) of the refill after ROUND_ONE, by the engine's own fill order (F4, F5)."""
    match = Match(3)
    for a, b in ROUND_ONE:
        match.play(f"{a}-{b}")
    pos = match.state.promoted_position()
    towers = [t for p in (Player.BLACK, Player.GOLD) for t in fill_order(pos, p, Fill(direction))]  # Black defends
    return [(tower_id(t), square_name(t.square)) for t in towers]


def badge_contrast(badge):
    """WCAG contrast of the badge's number on its own (opaque) background."""
    colours = badge.evaluate("e => [getComputedStyle(e).color, getComputedStyle(e).backgroundColor]")

    def lum(css):
        def ch(v):
            v /= 255
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
        r, g, b = (ch(float(x)) for x in re.findall(r"[\d.]+", css)[:3])
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    hi, lo = sorted(map(lum, colours), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_step_push_and_refill_animate_in_order_at_the_chosen_speed(page, lab):
    widget = open_board(page, lab, "animation.ipynb")
    normal, slow, fast = (durations(s) for s in ("normal", "slow", "fast"))
    speed = widget.get_by_label("Animation")
    expect(speed).to_have_value("normal")

    # A step: only the mover slides, from c1 to c7 (straight up the board), at the normal speed;
    # the page already holds the final state (the tower is in c7 while it slides).
    play(widget, "c1", "c7")
    (trip,) = trips(catch(page, widget))
    assert (trip["id"], trip["tower"], trip["square"]) == ("kw-trip", "black-red", "c7")
    assert trip["delay"] == 0 and trip["duration"] == normal["step"]
    dx, dy = translation(trip["from"])
    assert dx == 0 and dy > 0, "it starts 6 squares lower, on c1"
    release(widget)

    # The speed select sets the kernel's trait; the durations follow it.
    speed.select_option("slow")
    report = add_cell(page, 'print("speed:", w.animation)')
    expect(report.locator(".jp-OutputArea-output")).to_have_text("speed: slow")
    play(widget, "d8", "d6")
    (trip,) = trips(catch(page, widget))
    assert trip["tower"] == "gold-pink" and trip["duration"] == slow["step"] == 2 * normal["step"]
    release(widget)

    # The round ends (M7), then the Defender's refill (F1): one tower after another in the engine's
    # order, each with its number badge, the towers already on their home square too.
    play(widget, "c7", "d8")
    (trip,) = trips(catch(page, widget))
    assert trip["tower"] == "black-red" and trip["duration"] == slow["step"]
    release(widget)
    widget.get_by_role("button", name=_("Fill from the left (Brown corner)")).click()
    found = catch(page, widget)
    badges = sorted((a for a in found if a["id"] == "kw-badge"), key=lambda a: int(a["badge"]))
    assert [int(a["badge"]) for a in badges] == list(range(1, 17))
    assert [(a["tower"], a["delay"]) for a in badges] == [
        (tower, i * slow["fill"]) for i, (tower, _) in enumerate(engine_fill_order("left"))]
    ends = {a["delay"] + a["duration"] for a in badges}
    assert ends == {16 * slow["fill"]}, "every badge stays until the last tower has arrived"
    slides = {a["tower"]: a for a in trips(found)}
    moving = [(tower, frm) for tower, frm in engine_fill_order("left")
              if square(widget, frm).locator(f'[data-tower="{tower}"]').count() == 0]
    assert sorted(slides) == sorted(t for t, _ in moving) and len(slides) == 10  # 6 were home already
    for i, (tower, _square) in enumerate(engine_fill_order("left")):
        if tower in slides:
            assert slides[tower]["delay"] == i * slow["fill"] and slides[tower]["duration"] == slow["fill"]
    # The DOM is final at once: Gold (the Challenger, R3) may already click while the towers travel.
    expect(square(widget, "h1").locator('[data-tower="black-red"]')).to_have_count(1)
    expect(widget.locator(".kw-order-badge")).to_have_count(16)
    assert badge_contrast(widget.locator('.kw-order-badge[data-order="1"]')) >= 4.5

    # A frame in the middle of the refill: Black's towers 1-7 home, its Red Sumo (8th) halfway
    # from d8 to h1, Gold's towers waiting for their turn; eight badges shown.
    frame_ms = 7.5 * slow["fill"]
    widget.evaluate(f"root => root.kwCaught.forEach(a => {{ a.currentTime = {frame_ms}; }})")
    path = DOCS / "animation.png"
    if UPDATE or not path.exists():
        widget.locator(".kw-board-area").screenshot(path=str(path))
    shown = widget.evaluate("root => [...root.querySelectorAll('.kw-order-badge')]"
                            ".filter(b => Number(getComputedStyle(b).opacity) > 0.5).length")
    assert shown == 8
    release(widget)

    # Undo shows the state before at once; redo is one step forward again and animates.
    widget.locator('[data-action="undo"]').click()
    expect(square(widget, "d8").locator('[data-tower="black-red"]')).to_have_count(1)
    nothing_animates(widget)
    widget.locator('[data-action="redo"]').click()
    assert len([a for a in catch(page, widget) if a["id"] == "kw-badge"]) == 16
    # Mid-refill (paused), Gold selects a tower: the board did not change, the refill goes on; Gold
    # moves: the new view finishes the refill at once (its badges go) and the step animates.
    square(widget, "a8").click()
    expect(square(widget, "a8")).to_have_attribute("aria-selected", "true")
    expect(widget.locator(".kw-order-badge")).to_have_count(16)
    numbers = (
        "root => [...root.querySelectorAll('.kw-order-badge')].map(b => Number(b.textContent)).sort((a, b) => "
        "a - b)"
    )
    assert widget.evaluate(numbers) == list(range(1, 17)), "the redraw left the badges alone"
    tops = "root => [...root.querySelectorAll('.kw-tower-top')].map(t => t.style.backgroundColor)"
    assert "" not in widget.evaluate(tops) and len(widget.evaluate(tops)) == 16
    square(widget, "a7").click()
    expect(square(widget, "a7").locator('[data-tower="gold-pink"]')).to_have_count(1)
    expect(widget.locator(".kw-order-badge")).to_have_count(0)
    (trip,) = trips(catch(page, widget))
    assert trip["tower"] == "gold-pink" and trip["duration"] == slow["step"]
    release(widget)

    # A push of two, in a position loaded from Python (shown at once): the pushed line slides back
    # together first, then the pusher steps in.
    add_cell(page, f'w.animation = "fast"; w.load_position("{PUSH_TWO}")')
    expect(square(widget, "d4").locator('[data-tower="black-red"]')).to_have_count(1)
    expect(speed).to_have_value("fast")
    nothing_animates(widget)
    play(widget, "d4", "d5")
    found = trips(catch(page, widget))
    by_tower = {a["tower"]: a for a in found}
    assert sorted(by_tower) == ["black-red", "gold-blue", "gold-pink"]
    assert by_tower["gold-blue"]["delay"] == by_tower["gold-pink"]["delay"] == 0
    assert by_tower["black-red"]["delay"] == fast["step"] == by_tower["gold-blue"]["duration"]
    assert all(a["duration"] == fast["step"] for a in found)
    assert [by_tower[t]["square"] for t in ("black-red", "gold-blue", "gold-pink")] == ["d5", "d6", "d7"]
    for a in found:
        dx, dy = translation(a["from"])
        assert dx == 0 and dy > 0, "each starts one square lower"

    # Off (chosen on the page) ends the running push at once; then nothing animates.
    speed.select_option("off")
    page.wait_for_function(f"root => ({SCRIPTED})(root).length === 0", arg=widget.element_handle(), timeout=2_000)
    report = add_cell(page, 'print("speed:", w.animation)')
    expect(report.locator(".jp-OutputArea-output")).to_have_text("speed: off")
    play(widget, "b1", "b4")  # Black moves again (S3), with the Green tower
    expect(square(widget, "b4").locator('[data-tower="black-green"]')).to_have_count(1)
    nothing_animates(widget)
    assert page.kw_errors == []


def test_a_bad_speed_from_python_changes_nothing_on_the_page(page, lab):
    widget = open_board(page, lab, "animation.ipynb")
    cell = add_cell(page, 'w.animation = "fast"; w.animation = "medium"')
    expect(cell.locator(".jp-OutputArea-output")).to_contain_text("TraitError")
    expect(widget.get_by_label("Animation")).to_have_value("fast")
    assert page.kw_errors == []


def test_under_reduced_motion_nothing_slides_but_the_fill_order_still_shows(page, lab):
    page.emulate_media(reduced_motion="reduce")
    widget = open_board(page, lab, "animation.ipynb")
    play(widget, "c1", "c7")
    expect(square(widget, "c7").locator('[data-tower="black-red"]')).to_have_count(1)
    nothing_animates(widget)
    for a, b in ROUND_ONE[1:]:
        play(widget, a, b)
    widget.get_by_role("button", name=_("Fill from the left (Brown corner)")).click()
    found = catch(page, widget)
    assert {a["id"] for a in found} == {"kw-badge"}, "badges fade in one after another; no tower slides"
    badges = sorted(found, key=lambda a: int(a["badge"]))
    assert [a["tower"] for a in badges] == [tower for tower, _ in engine_fill_order("left")]
    # The badges' numbers stay readable in the dark theme (inverse theme colours).
    badge = widget.locator('.kw-order-badge[data-order="16"]')
    paint = "e => getComputedStyle(e).backgroundColor"
    light = badge.evaluate(paint)
    set_theme(page, "JupyterLab Dark")
    assert badge.evaluate(paint) != light, "the badge follows the theme"
    assert badge_contrast(badge) >= 4.5
    set_theme(page, "JupyterLab Light")
    release(widget)
    assert page.kw_errors == []
