"""The `board` trait describes the standard layout (B3) and the initial towers (B7)."""

import pathlib

import kamisado_widget
from kamisado_widget import KamisadoWidget


def test_board_has_64_squares_with_the_b3_colours(b3_colours):
    board = KamisadoWidget().board
    assert board["layout"] == "standard"
    assert len(board["squares"]) == 64
    assert {s["name"]: s["colour"] for s in board["squares"]} == b3_colours


def test_board_has_16_towers_on_their_b7_squares(b7_towers):
    towers = KamisadoWidget().board["towers"]
    assert len(towers) == 16
    assert {(t["player"], t["colour"]): t["square"] for t in towers} == b7_towers
    assert all(t["rank"] == 0 for t in towers)


def test_every_tower_stands_on_a_square_of_its_own_colour(b3_colours):
    for tower in KamisadoWidget().board["towers"]:
        assert b3_colours[tower["square"]] == tower["colour"]


def test_palette_names_a_colour_for_each_of_the_eight_colours(b3_colours):
    palette = KamisadoWidget().palette
    assert set(palette) == set(b3_colours.values())
    assert all(value.startswith("#") and len(value) == 7 for value in palette.values())


def test_widget_starts_with_nothing_selected_and_no_message():
    w = KamisadoWidget()
    assert w.selected == ""
    assert w.message == ""


def test_front_end_bundle_is_built_and_loaded():
    bundle = pathlib.Path(kamisado_widget.__file__).parent / "static"
    assert (bundle / "widget.js").is_file(), "run `npm run build` or reinstall the package"
    w = KamisadoWidget()
    assert "data-square" in w._esm  # anywidget read the bundle's text
    assert ".kamisado-widget" in w._css
