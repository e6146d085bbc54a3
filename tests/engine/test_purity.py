"""The engine is pure Python and never imports the widget (so it runs in Pyodide too)."""

import subprocess
import sys

CODE = """
import sys
for name in ("anywidget", "ipywidgets", "traitlets", "IPython"):
    sys.modules[name] = None  # any import of these now fails
import kamisado_widget.engine as engine
m = engine.Match(3)
m.play("c1-c6")
assert "kamisado_widget.widget.board" not in sys.modules
print(m.text())
"""


def test_engine_imports_and_plays_without_the_widget_libraries():
    done = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("obupyrgn/8/2R5/8/8/8/8/NG1YPUBO g o ")


def test_engine_modules_have_no_compiled_parts():
    import pathlib

    from kamisado_widget import engine

    folder = pathlib.Path(engine.__file__).parent
    assert not [p for p in folder.iterdir() if p.suffix in (".so", ".pyd", ".c")]
