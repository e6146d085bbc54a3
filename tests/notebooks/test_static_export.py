"""A notebook exported without a kernel shows the board: the widget's display holds the engine's SVG.

The notebook is executed headlessly and saved the way JupyterLab saves it by default (without the
widgets' state), then exported to HTML by nbconvert, as nbviewer does; GitHub reads the same outputs.
"""

import base64
import html
import re
import shutil

import nbformat
import pytest
from helpers.notebook_files import NOTEBOOKS, every_language, execute, language_of
from nbconvert import HTMLExporter

from kamisado_widget.engine.catalogue import _, speaking

SVG = re.compile(r'<svg [^>]*class="kamisado-board".*?</svg>', re.DOTALL)
DATA_URI = re.compile(r'src="data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)"')
TOWER = re.compile(r'<g data-tower="([a-z]+-[a-z]+)"><title>([^<]*)</title>')


def executed(nb, tmp_path):
    """Run ``nb`` and keep its outputs as JupyterLab saves them by default: without the widgets' state."""
    return execute(nb, tmp_path, store_widget_state=False)


def new_notebook(*sources):
    kernelspec = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
    nb = nbformat.v4.new_notebook(metadata={"kernelspec": kernelspec})
    nb.cells = [nbformat.v4.new_code_cell(source) for source in sources]
    return nb


def exported_html(nb):
    body, _ = HTMLExporter().from_notebook_node(nb)
    return body


def boards_in(page):
    """The SVG boards in an exported page: nbconvert embeds each SVG output as a base64 data URI."""
    pictures = [base64.b64decode(data).decode() for data in DATA_URI.findall(page)]
    return [svg for picture in pictures for svg in SVG.findall(picture)]


def towers_in(svg):
    """{tower id: its title} of the towers drawn in one SVG board."""
    return {tower: html.unescape(title) for tower, title in TOWER.findall(svg)}


def test_the_exported_html_shows_the_position_as_svg_after_a_move(tmp_path):
    nb = executed(
        new_notebook('from kamisado_widget import KamisadoWidget\nw = KamisadoWidget(target=3)\nw.play("c1-c6")\nw'),
        tmp_path,
    )
    (output,) = nb.cells[0].outputs
    assert {"application/vnd.jupyter.widget-view+json", "image/svg+xml", "text/plain"} <= set(output.data)

    page = exported_html(nb)
    (svg,) = boards_in(page)  # the board, drawn once
    assert svg.count("data-square=") == 64
    towers = towers_in(svg)
    assert len(towers) == 16
    assert towers["black-red"].endswith("on c6") and towers["black-yellow"].endswith("on d1")
    assert towers["gold-orange"].endswith("on a8")
    assert "application/vnd.jupyter.widget-view+json" not in page  # no empty widget placeholder


def test_the_picture_follows_the_board_flipped_and_colour_blind(tmp_path):
    nb = executed(
        new_notebook("from kamisado_widget import KamisadoWidget\nKamisadoWidget(flipped=True, colour_blind=True)"),
        tmp_path,
    )
    (svg,) = boards_in(exported_html(nb))
    a1 = re.search(r'<rect x="(?P<x>\d+)" y="(?P<y>\d+)"[^>]*data-square="a1"', svg)
    h8 = re.search(r'<rect x="(?P<x>\d+)" y="(?P<y>\d+)"[^>]*data-square="h8"', svg)
    assert a1 and h8
    assert int(a1["y"]) < int(h8["y"]) and int(a1["x"]) > int(h8["x"])  # Gold's home row (rank 8) at the bottom
    assert "茶" in svg  # B5: the colours' characters are drawn


@pytest.mark.parametrize("name", every_language(["00_welcome.ipynb"]))
def test_the_welcome_notebook_exports_a_board_for_each_widget(name, tmp_path):
    copy = tmp_path / "00_welcome.ipynb"
    shutil.copy(NOTEBOOKS / name, copy)
    nb = executed(nbformat.read(copy, as_version=4), tmp_path)
    with speaking(language_of(name)):
        export = _("Export my progress")
    widgets = [
        output
        for cell in nb.cells
        if cell.cell_type == "code"
        for output in cell.outputs
        if "application/vnd.jupyter.widget-view+json" in output.get("data", {})
        and not output.data["text/plain"].startswith(export)  # the course map's button: no board
    ]
    boards = boards_in(exported_html(nb))
    assert widgets and len(boards) == len(widgets)
    assert all(len(towers_in(board)) == 16 for board in boards)
    assert all("object at 0x" not in output.data["text/plain"] for output in widgets)
