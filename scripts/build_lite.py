"""Build the offline JupyterLite site of the tutorials into build/lite/ (run by scripts/build_lite.sh).

Everything the site needs at run time is inside it: Pyodide's core files from the npm package
``pyodide@PYODIDE_VERSION``, the wheels Pyodide's lock names (downloaded from the Python package
registry, their sha256 rewritten in the lock), this project's wheel and the pure-Python wheels in
``scripts/lite_wheels.txt`` (added to the lock and preloaded when the kernel starts, and listed in
the site's piplite index). The kernel's own wheels are preloaded with them, and every wheel carries its
modules' bytecode, compiled by the site's Pyodide in Node (``scripts/precompile_wheels.mjs``), as does Pyodide's
standard library (its zip ships sources only), so the kernel starts without installing or compiling anything. The site's copies of notebooks 00-09 name the Pyodide kernel; the
notebooks themselves are unchanged. ``lessons/`` holds a page per tutorial that opens it as an app (the
console runs ``open_lesson`` on open, with no code shown, no prompt and no toolbar; its links to other lessons lead
to their pages in the same tab). Nothing is fetched from a CDN or from the package
index at run time.

The site offers the course in each language that has one: English at the top (``files/``, ``lessons/``), the
German course (``notebooks/de/``) under ``de/`` folders (``files/de/``, ``lessons/de/``), each German lesson page
opening its lesson in German (``open_lesson(..., language="de")``) and its links to other lessons leading to the
German lessons' pages. The two courses' index pages (``lessons/index.html``, ``lessons/de/index.html``) link to each
other; their words come from the package's message catalogue.

A hash of the inputs is stored beside the build: when nothing changed, the build is skipped.
"""

from __future__ import annotations

import argparse
import hashlib
import html
import json
import re
import shutil
import subprocess
import sys
import tarfile
import time
import urllib.parse
import zipfile
from email.parser import Parser
from pathlib import Path
from typing import Any

from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name, parse_wheel_filename

REPO = Path(__file__).resolve().parents[1]
PYODIDE_VERSION = "314.0.6"  # the version jupyterlite-pyodide-kernel 0.8.6 is built for
PYODIDE_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide.js"]
PYODIDE_PYTHON = "3.14"
# What the kernel itself loads when it starts (see the pyodide kernel's worker), besides the widget.
KERNEL_PACKAGES = ["micropip", "ipython", "jedi", "comm"]
# The kernel's own wheels, shipped with jupyterlite-pyodide-kernel; preloaded, the kernel skips installing them.
KERNEL_WHEELS = ["piplite", "ipykernel", "pyodide_kernel"]
WIDGET_WHEELS = REPO / "scripts" / "lite_wheels.txt"
# Folders left out of a wheel: jedi's type stubs for third-party packages, for Django and for Python 2's standard
# library (1,322 of its 1,964 files, each unpacked at every kernel start; the site has none of those packages, and jedi
# reads stdlib/2 only for Python 2). Its stubs of Python 3's standard library stay, and the folders, empty (jedi lists them).
WHEEL_TRIMS = {"jedi": ("jedi/third_party/typeshed/third_party/", "jedi/third_party/django-stubs/",
                        "jedi/third_party/typeshed/stdlib/2/")}  # fmt: skip
NOTEBOOKS = sorted((REPO / "notebooks").glob("[0-9][0-9]*_*.ipynb"))
SOURCE_LANGUAGE = "en"
COURSES: dict[str, list[Path]] = {
    SOURCE_LANGUAGE: NOTEBOOKS,
    **{folder.name: sorted(folder.glob("[0-9][0-9]*_*.ipynb")) for folder in sorted((REPO / "notebooks").iterdir())
       if folder.is_dir() and re.fullmatch(r"[a-z]{2,3}", folder.name)},
}
"""The notebooks of the course in each language: English in notebooks/, every other in notebooks/<language>/ (``de``),
with the same file names; a language without notebooks is left out."""
PYODIDE_KERNELSPEC = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
STAMP = ".kamisado-inputs.sha256"
# The in-browser Python environment, for evaluating the wheels' dependency markers.
MARKERS: dict[str, str] = {
    **{key: str(value) for key, value in default_environment().items()},
    "python_version": PYODIDE_PYTHON, "python_full_version": f"{PYODIDE_PYTHON}.0",
    "sys_platform": "emscripten", "platform_system": "Emscripten", "platform_machine": "wasm32",
    "implementation_name": "cpython", "platform_python_implementation": "CPython", "os_name": "posix", "extra": "",
}  # fmt: skip


# The Pyodide kernel's worker (jupyterlite-pyodide-kernel 0.8.6) starts by importing piplite (and with it micropip
# and unittest.mock) only to set two of its options, then imports IPython, whose package __init__ imports its
# terminal (prompt_toolkit, the terminal debugger) for ``IPython.embed``. Neither is needed to run a lesson: the
# site's worker defers both. piplite gets its options when it is first imported (``%pip``); ``IPython.embed`` is a
# stand-in that imports the terminal when called. Python code in a JavaScript template literal: no backslash, no backtick.
LAZY_PIPLITE = """
def _kamisado_lazy_piplite(disable_pypi, urls):
    import sys
    from importlib.machinery import PathFinder

    class PipliteOptions:  # sets the site's options on piplite.piplite when it is first imported

        def find_spec(self, name, path=None, target=None):
            if name != "piplite.piplite":
                return None
            spec = PathFinder.find_spec(name, path)
            if spec is None or spec.loader is None:
                return spec
            sys.meta_path.remove(self)
            run = spec.loader.exec_module

            def exec_module(module):
                run(module)
                module._PIPLITE_DISABLE_PYPI = disable_pypi
                module._PIPLITE_URLS = urls

            spec.loader.exec_module = exec_module
            return spec

    sys.meta_path.insert(0, PipliteOptions())

_kamisado_lazy_piplite(@DISABLE_PYPI@, @URLS@)
del _kamisado_lazy_piplite
"""
LAZY_EMBED = """
def _kamisado_import_kernel():
    import sys
    import types

    name = "IPython.terminal.embed"
    stand_in = types.ModuleType(name)

    def embed(**kwargs):
        if sys.modules.get(name) is stand_in:
            del sys.modules[name]
        from IPython.terminal.embed import embed as terminal_embed
        return terminal_embed(**kwargs)

    stand_in.embed = embed
    sys.modules.setdefault(name, stand_in)
    try:
        import pyodide_kernel
    finally:
        if sys.modules.get(name) is stand_in:
            del sys.modules[name]
    return pyodide_kernel

pyodide_kernel = _kamisado_import_kernel()
del _kamisado_import_kernel
"""
WORKER_PIPLITE = re.compile(r"\n *import piplite\.piplite\n *piplite\.piplite\._PIPLITE_DISABLE_PYPI = (\$\{[^}]*\})"
                            r"\n *piplite\.piplite\._PIPLITE_URLS = (\$\{[^}]*\})\n *")
WORKER_KERNEL = re.compile(r'\b(\w+)\.push\("import pyodide_kernel"\)')
WORKER_MARK = "_kamisado_lazy_piplite"  # the patched worker holds it (tests look for it)


class BuildError(RuntimeError):
    """The site cannot be built as asked; the message says why."""


def run(command: list[str], cwd: Path = REPO) -> None:
    print("+", " ".join(command), flush=True)
    subprocess.run(command, cwd=cwd, check=True)


def inputs_hash() -> str:
    """A hash of everything the site is made from: the package, the front-end, the notebooks, this build."""
    files = [REPO / name for name in ("pyproject.toml", "package.json", "package-lock.json")]
    files += [path for folder in ("kamisado_widget", "js") for path in (REPO / folder).rglob("*")
              if path.is_file() and "__pycache__" not in path.parts and "static" not in path.parts]  # fmt: skip
    files += [path for notebooks in COURSES.values() for path in notebooks] + [Path(__file__).resolve(), REPO / "scripts" / "build_lite.sh", WIDGET_WHEELS,
                          REPO / "scripts" / "precompile_wheels.mjs"]
    digest = hashlib.sha256(f"{sys.version_info[:2]} {PYODIDE_VERSION}".encode())
    for path in sorted(files):
        digest.update(str(path.relative_to(REPO)).encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def pinned_wheels() -> list[str]:
    lines = (line.split("#", 1)[0].strip() for line in WIDGET_WHEELS.read_text().splitlines())
    return [line for line in lines if line]


# ------------------------------------------------------------------ downloads (cached)

def fetch_pyodide(cache: Path) -> Path:
    """Pyodide's core files from the npm package, unpacked into the cache."""
    unpacked = cache / f"pyodide-{PYODIDE_VERSION}" / "package"
    if not (unpacked / "pyodide-lock.json").exists():
        folder = unpacked.parent
        folder.mkdir(parents=True, exist_ok=True)
        run(["npm", "pack", f"pyodide@{PYODIDE_VERSION}", "--pack-destination", str(folder)])
        with tarfile.open(folder / f"pyodide-{PYODIDE_VERSION}.tgz") as archive:
            archive.extractall(folder, filter="data")
    return unpacked


def download_wheel(spec: str, folder: Path, file_name: str | None = None) -> Path:
    """One pure-Python wheel (no dependencies) from the Python package registry, cached by file name."""
    if file_name and (folder / file_name).exists():
        return folder / file_name
    folder.mkdir(parents=True, exist_ok=True)
    before = set(folder.glob("*.whl"))
    run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
         "--python-version", PYODIDE_PYTHON, "--implementation", "py", "--abi", "none", "--platform", "any",
         "--dest", str(folder), spec])  # fmt: skip
    if file_name:
        if not (folder / file_name).exists():
            found = sorted(p.name for p in folder.glob("*.whl"))
            raise BuildError(f"pip download {spec} did not give {file_name}: {found}")
        return folder / file_name
    name = canonicalize_name(spec.split("==")[0])
    found = [p for p in folder.glob("*.whl") if canonicalize_name(parse_wheel_filename(p.name)[0]) == name]
    new = [p for p in found if p not in before] or found
    if len(new) != 1:
        raise BuildError(f"expected one wheel for {spec}, found {[p.name for p in new]}")
    return new[0]


def build_project_wheel(folder: Path) -> Path:
    """This project's wheel, with a freshly built front-end bundle, in ``folder`` (emptied first)."""
    if not (REPO / "node_modules").exists():
        run(["npm", "install", "--no-audit", "--no-fund"])
    run(["npm", "run", "build"])
    shutil.rmtree(folder, ignore_errors=True)
    run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--wheel-dir", str(folder), str(REPO)])
    (wheel,) = folder.glob("kamisado_widget-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        if "kamisado_widget/widget/static/widget.js" not in archive.namelist():
            raise BuildError(f"{wheel.name} has no front-end bundle (kamisado_widget/widget/static/widget.js)")
    return wheel


# ------------------------------------------------------------------ the lock

def wheel_metadata(wheel: Path) -> tuple[list[str], list[str]]:
    """A wheel's top-level import names and the names it requires (markers evaluated for Pyodide)."""
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        meta_name = next(n for n in names if n.endswith(".dist-info/METADATA"))
        meta = Parser().parsestr(archive.read(meta_name).decode())
    imports = sorted({n.split("/")[0] for n in names if n.endswith(".py") and "/" in n
                      and not n.split("/")[0].endswith((".dist-info", ".data"))})  # fmt: skip
    depends = []
    for line in meta.get_all("Requires-Dist") or []:
        requirement = Requirement(line)
        if requirement.marker is None or requirement.marker.evaluate(MARKERS):
            depends.append(str(canonicalize_name(requirement.name)))
    return imports, depends


def lock_closure(packages: dict[str, Any], roots: list[str]) -> list[str]:
    seen: list[str] = []
    todo = list(roots)
    while todo:
        name = str(canonicalize_name(todo.pop()))
        if name in seen:
            continue
        if name not in packages:
            raise BuildError(f"{name} is not in Pyodide {PYODIDE_VERSION}'s lock")
        seen.append(name)
        todo += packages[name]["depends"]
    return sorted(seen)


def make_pyodide(cache: Path, target: Path, extra_wheels: list[Path]) -> list[str]:
    """Pyodide's files, the wheels its lock needs and ``extra_wheels`` in ``target``; returns what to preload."""
    source = fetch_pyodide(cache)
    target.mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(source / name, target / name)
    lock = json.loads((source / "pyodide-lock.json").read_text())
    packages: dict[str, Any] = {str(canonicalize_name(name)): entry for name, entry in lock["packages"].items()}
    for entry in packages.values():
        entry["depends"] = [canonicalize_name(d) for d in entry["depends"]]

    added: dict[str, Any] = {}
    for wheel in extra_wheels:
        name, version, _, _ = parse_wheel_filename(wheel.name)
        imports, depends = wheel_metadata(wheel)
        added[str(canonicalize_name(name))] = {
            "name": str(canonicalize_name(name)), "version": str(version), "file_name": wheel.name,
            "install_dir": "site", "sha256": sha256(wheel), "package_type": "package",
            "imports": imports, "depends": depends, "unvendored_tests": False,
        }  # fmt: skip
    for entry in added.values():  # a requirement neither Pyodide nor we ship, e.g. widgetsnbextension (front-end only)
        missing = [d for d in entry["depends"] if d not in packages and d not in added]
        if missing:
            print(f"note: {entry['name']} requires {missing}, which the site leaves out (not needed in a kernel)")
        entry["depends"] = [d for d in entry["depends"] if d not in missing]
    packages.update(added)

    keep = lock_closure(packages, KERNEL_PACKAGES + list(added))
    wheels = cache / "pyodide-wheels"
    for name in keep:
        entry = packages[name]
        if name in added:
            shutil.copy2(next(w for w in extra_wheels if w.name == entry["file_name"]), target / entry["file_name"])
            continue
        if not entry["file_name"].endswith("-none-any.whl"):
            raise BuildError(f"{entry['file_name']} is built for Pyodide; the Python package registry does not have it")
        wheel = download_wheel(f"{entry['name']}=={entry['version']}", wheels, entry["file_name"])
        shutil.copy2(wheel, target / entry["file_name"])  # the registry's build differs from Pyodide's: new digest below
    for name, folders in WHEEL_TRIMS.items():
        trim_wheel(target / packages[name]["file_name"], folders)
    precompile(source, [target / "python_stdlib.zip", *(target / packages[name]["file_name"] for name in keep)])
    for name in keep:  # the wheels now hold bytecode: the lock gets their new digests
        packages[name]["sha256"] = sha256(target / packages[name]["file_name"])
    lock["packages"] = {name: packages[name] for name in keep}
    (target / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True))
    return sorted(set(KERNEL_PACKAGES) | set(added))


def trim_wheel(wheel: Path, folders: tuple[str, ...]) -> None:
    """Rewrite ``wheel`` without the files under ``folders`` (each kept as an empty folder) or their RECORD lines."""
    with zipfile.ZipFile(wheel) as source:
        entries = [(info, source.read(info)) for info in source.infolist()]
    kept = [(info, data) for info, data in entries if not info.filename.startswith(folders)]
    if len(kept) == len(entries):
        raise BuildError(f"{wheel.name} has nothing under {folders}: WHEEL_TRIMS is out of date")
    temporary = wheel.with_suffix(".tmp")
    with zipfile.ZipFile(temporary, "w", zipfile.ZIP_DEFLATED) as target:
        for info, data in kept:
            if info.filename.endswith(".dist-info/RECORD"):
                data = b"".join(line for line in data.splitlines(keepends=True) if not line.decode().startswith(folders))
            target.writestr(info, data)
        for folder in folders:
            target.writestr(zipfile.ZipInfo(folder, date_time=(1980, 1, 1, 0, 0, 0)), b"")
    temporary.replace(wheel)
    print(f"{wheel.name}: {len(entries) - len(kept)} files left out under {', '.join(folders)}")


# ------------------------------------------------------------------ the site

def kernel_wheels() -> list[Path]:
    """The Pyodide kernel's own wheels (piplite, its ipykernel stand-in, pyodide_kernel) from the installed
    jupyterlite-pyodide-kernel: preloaded with the rest instead of installed one after another at start-up."""
    folder = Path(sys.prefix) / "share" / "jupyter" / "labextensions" / "@jupyterlite" / "pyodide-kernel-extension"
    found = [next((folder / "static" / "pypi").glob(f"{name}-*.whl"), None) for name in KERNEL_WHEELS]
    if None in found:
        raise BuildError(f"the Pyodide kernel's wheels {KERNEL_WHEELS} are not all in {folder}/static/pypi")
    return [path for path in found if path is not None]


def precompile(pyodide_package: Path, wheels: list[Path]) -> None:
    """Bytecode for every module of ``wheels`` and of the standard library's zip among them (rewritten in place),
    compiled by the site's own Pyodide in Node."""
    run(["node", str(REPO / "scripts" / "precompile_wheels.mjs"), str(pyodide_package), *map(str, wheels)])


# The plug-ins the lesson pages leave out: MathJax (they show no formulas) and the editor's commands, which need a
# notebook tracker the console app has none of (the page logged their failed start as an error).
REPL_WITHOUT = ["@jupyterlab/mathjax-extension", "@jupyterlab/codemirror-extension:commands"]


def stage(source: Path, cache: Path) -> list[Path]:
    """The JupyterLite project folder: config, Pyodide, notebooks; returns the piplite wheels."""
    shutil.rmtree(source, ignore_errors=True)
    widget_wheels = [download_wheel(spec, cache / "widget-wheels") for spec in pinned_wheels()]
    extra = [*widget_wheels, build_project_wheel(source.with_name(f"{source.name}-project"))]
    preload = make_pyodide(cache, source / "static" / "pyodide", [*extra, *kernel_wheels()])

    files = source / "files"
    for language, notebooks in COURSES.items():
        folder = files / course_folder(language)
        folder.mkdir(parents=True, exist_ok=True)
        for path in notebooks:
            notebook = json.loads(path.read_text(encoding="utf-8"))
            notebook["metadata"]["kernelspec"] = PYODIDE_KERNELSPEC
            (folder / path.name).write_text(json.dumps(notebook, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")

    settings = {
        "disablePyPIFallback": True,  # never ask the package index from the browser
        "loadPyodideOptions": {"packages": preload},  # installed before the first cell runs
    }
    config = {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "Kamisado tutorials",
            "litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": settings},
        },
    }
    (source / "jupyter-lite.json").write_text(json.dumps(config, indent=2) + "\n")
    # The lesson pages (the REPL app) write no mathematics: without the MathJax typesetter, the first Markdown a lesson
    # shows no longer fetches and runs MathJax's 16 script files while the lesson's first board is being drawn.
    (source / "repl").mkdir()
    repl = {"jupyter-lite-schema-version": 0, "jupyter-config-data": {"disabledExtensions": REPL_WITHOUT}}
    (source / "repl" / "jupyter-lite.json").write_text(json.dumps(repl, indent=2) + "\n")
    # No news fetched from the internet. A console's right-click menu offers neither "Clear Console Cells" (it wiped a
    # lesson app) nor "Restart Kernel…" (the lesson pages are consoles; a notebook keeps its Kernel menu).
    overrides = {
        "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False},
        "@jupyterlab/application-extension:context-menu": {"contextMenu": [
            {"command": "console:clear", "selector": ".jp-CodeConsole-content", "disabled": True},
            {"command": "console:restart-kernel", "selector": ".jp-CodeConsole", "disabled": True},
        ]},
    }  # fmt: skip
    (source / "overrides.json").write_text(json.dumps(overrides, indent=2) + "\n")
    return extra


def build(output: Path, force: bool) -> None:
    stamp = output / STAMP
    digest = inputs_hash()
    if not force and stamp.exists() and stamp.read_text().strip() == digest:
        print(f"{output} is up to date (inputs unchanged); --force rebuilds it")
        return
    started = time.monotonic()
    cache = REPO / "build" / "lite-cache"
    # The staging folder is the output's own (build/lite -> build/lite-src): builds into other folders may run at once.
    source = output.with_name(f"{output.name}-src")
    wheels = stage(source, cache)
    shutil.rmtree(output, ignore_errors=True)
    command = [sys.executable, "-m", "jupyter", "lite", "build", "--lite-dir", str(source), "--output-dir", str(output),
               "--contents", str(source / "files"), "--settings-overrides", str(source / "overrides.json"),
               "--no-sourcemaps", "--no-unused-shared-packages"]  # fmt: skip
    for wheel in wheels:
        command += ["--piplite-wheels", str(wheel)]
    run(command, cwd=source)
    patch_kernel_worker(output)
    patch_console_page(output)
    write_lesson_pages(output)
    write_lesson_previews(output)
    check_offline(output)
    stamp.write_text(digest + "\n")
    size = sum(p.stat().st_size for p in output.rglob("*") if p.is_file())
    print(f"built {output} in {time.monotonic() - started:.0f} s: {size / 1e6:.1f} MB")


def patch_kernel_worker(output: Path) -> None:
    """The Pyodide kernel's worker scripts in the site, rewritten to defer piplite and IPython's terminal (see
    LAZY_PIPLITE); a kernel release whose worker reads otherwise fails the build instead of being left slow."""
    folder = output / "extensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static"
    patched = []
    for script in sorted(folder.glob("*.js")):
        text = script.read_text(encoding="utf-8")
        if "import piplite.piplite" not in text:
            continue
        if len(WORKER_PIPLITE.findall(text)) != 1 or len(WORKER_KERNEL.findall(text)) != 1:
            raise BuildError(f"{script.name}: the Pyodide kernel's start-up code is not the one build_lite.py patches")
        start, end = WORKER_PIPLITE.search(text).span()  # type: ignore[union-attr]
        disable, urls = WORKER_PIPLITE.search(text).groups()  # type: ignore[union-attr]
        text = text[:start] + LAZY_PIPLITE.replace("@DISABLE_PYPI@", disable).replace("@URLS@", urls) + text[end:]
        # A package the site does not preload is installed with piplite, which is then imported first.
        kernel = WORKER_KERNEL.search(text)
        assert kernel is not None
        lines, (start, end) = kernel[1], kernel.span()
        text = text[:start] + f'{lines}.length&&{lines}.unshift("import piplite"),{lines}.push({json.dumps(LAZY_EMBED)})' + text[end:]
        script.write_text(text, encoding="utf-8")
        patched.append(script.name)
    if not any(name.startswith("comlink.worker.") for name in patched):
        raise BuildError(f"no Pyodide kernel worker to patch in {folder} (found {patched})")
    print(f"patched the Pyodide kernel's start-up in {', '.join(patched)}")


# The console page's options (JupyterLite 0.8.6's repl): no ``toolbar`` at all (any value, even "0", keeps it,
# with its "Clear Console Cells" and "Restart Kernel"), no banner, the code's input hidden.
REPL_OPTIONS = {"kernel": "python", "showBanner": "0", "hideCodeInput": "1"}


# The console page starts JupyterLite from an inline script; the lesson pages' cover (kamisado_widget/teaching/course/cover/lesson_cover.js) is shown
# first, so a lesson's still pictures are on screen before JupyterLite's own start-up takes the page's thread.
CONSOLE_START = re.compile(r"await import\(\s*'\.\./config-utils\.js")
COVER = {"lesson_cover.js": "cover.js", "lesson_cover.css": "cover.css"}  # COVER_FOLDER/<name> -> lessons/<name>
COVER_FOLDER = REPO / "kamisado_widget" / "teaching" / "course" / "cover"


def patch_console_page(output: Path) -> None:
    """The console page (repl/index.html) with the lesson pages' cover: its style sheet linked, and its script run
    before JupyterLite starts (it does nothing unless the address names a lesson); a JupyterLite release whose page
    reads otherwise fails the build."""
    page = output / "repl" / "index.html"
    text = page.read_text(encoding="utf-8")
    if len(CONSOLE_START.findall(text)) != 1 or text.count("</head>") != 1:
        raise BuildError("repl/index.html: the console page's start-up is not the one build_lite.py patches")
    text = CONSOLE_START.sub(lambda m: "await (await import('../lessons/cover.js')).showCover(window);\n        "
                             + m.group(0), text)  # fmt: skip
    text = text.replace("</head>", '  <link rel="stylesheet" href="../lessons/cover.css">\n'
                        '  <link rel="icon" href="../icon-120x120.png">\n  </head>')  # fmt: skip
    page.write_text(text, encoding="utf-8")
    # JupyterLite's contents, asked about the site's root folder, read the listing of the folder above it
    # (api/contents/../all.json): the site answers with an empty one instead of a 404 in every lesson page's log.
    (output / "api" / "all.json").write_text(json.dumps({"content": []}) + "\n", encoding="utf-8")
    (output / "lessons").mkdir(exist_ok=True)
    for name, target in COVER.items():
        shutil.copyfile(COVER_FOLDER / name, output / "lessons" / target)


def lesson_previews(courses: dict[str, list[Path]] | None = None) -> dict[str, str]:
    """Each lesson page's still pictures by their path in ``lessons/`` (``01_which_tower.preview.html``,
    ``de/01_which_tower.preview.html``): the lesson run once headless
    (:func:`kamisado_widget.teaching.course.lesson_preview.lesson_preview`), its links leading to the lesson pages."""
    if str(REPO) not in sys.path:
        sys.path.insert(0, str(REPO))
    from kamisado_widget.teaching.course.lesson_preview import lesson_preview

    previews = {}
    for language, notebooks in (courses or COURSES).items():
        here = course_folder(language)
        pages = "/".join(part for part in ("..", "lessons", here, "{name}.html") if part)  # from repl/index.html
        for path in notebooks:
            previews[f"{here}/{path.stem}.preview.html".lstrip("/")] = lesson_preview(path.stem, language, pages)
    return previews


def write_lesson_previews(output: Path) -> None:
    """``lessons/<tutorial>.preview.html`` for each lesson page (:func:`lesson_previews`)."""
    for name, page in lesson_previews().items():
        (output / "lessons" / name).parent.mkdir(parents=True, exist_ok=True)
        (output / "lessons" / name).write_text(page, encoding="utf-8")


def course_folder(language: str) -> str:
    """The folder of the course in ``language`` inside ``files/`` and ``lessons/``: "" for English, ``"de"``..."""
    return "" if language == SOURCE_LANGUAGE else language


def _up(language: str) -> str:
    """The way from a lesson page of the course in ``language`` up to the site's root."""
    return "../" * (1 + bool(course_folder(language)))


def lesson_code(stem: str, links: str, language: str = SOURCE_LANGUAGE) -> str:
    """The code the console runs to open tutorial ``stem`` of the course in ``language`` as an app, its links to other
    lessons led by ``links``."""
    speaks = "" if language == SOURCE_LANGUAGE else f", language={language!r}"
    return (f"from kamisado_widget.teaching.course.lesson_app import open_lesson; "
            f"open_lesson({stem!r}, links={links!r}, app=True{speaks})")


def lesson_url(stem: str, language: str = SOURCE_LANGUAGE) -> str:
    """The console page that opens tutorial ``stem`` as an app (its code run on open, no code shown, no prompt), with
    relative links: what the lesson page opens when it runs no script."""
    pages = "/".join(part for part in ("..", "lessons", course_folder(language), "{name}.html") if part)
    lesson = "/".join(part for part in (course_folder(language), stem) if part)  # its still pictures (the cover)
    query = urllib.parse.urlencode({**REPL_OPTIONS, "code": lesson_code(stem, pages, language), "lesson": lesson},
                                   quote_via=urllib.parse.quote)  # fmt: skip
    return f"{_up(language)}repl/index.html?{query}"


# The lesson page's script: the console gets the full address of the site's lesson pages (a relative link in an
# output is read by JupyterLab as a file of its own; see kamisado_widget/teaching/course/lesson_app.py), wherever the site is
# served from, and the page is replaced by the console (Back leads to the page before the lesson).
LESSON_SCRIPT = """<script>
const pages = JSON.stringify(new URL(".", location.href).href + "{name}.html");
const code = @BEFORE@ + pages + @AFTER@;
location.replace("@UP@repl/index.html?" + new URLSearchParams({...@OPTIONS@, code, lesson: @LESSON@}));
</script>"""


def site_words(language: str) -> dict[str, str]:
    """The words of the site's pages for the course in ``language``, from the package's message catalogue
    (:func:`kamisado_widget.teaching.course.tutorials.site_words`; its compiled catalogues are made by the package build)."""
    if str(REPO) not in sys.path:
        sys.path.insert(0, str(REPO))
    from kamisado_widget.engine.errors import LanguageError
    from kamisado_widget.teaching.course.tutorials import site_words as words

    try:
        return words(language)
    except LanguageError as error:
        raise BuildError(str(error)) from None


def lesson_page(stem: str, title: str, language: str = SOURCE_LANGUAGE) -> str:
    """``lessons/<stem>.html`` (``lessons/de/<stem>.html`` for the German course): opens the lesson in the console at
    once, in the course's language."""
    before, after = lesson_code(stem, "@PAGES@", language).split(repr("@PAGES@"))  # the code around the links' literal
    script = (LESSON_SCRIPT.replace("@BEFORE@", json.dumps(before)).replace("@AFTER@", json.dumps(after))
              .replace("@OPTIONS@", json.dumps(REPL_OPTIONS)).replace("@UP@", _up(language))
              .replace("@LESSON@", json.dumps("/".join(part for part in (course_folder(language), stem) if part))))  # fmt: skip
    words = site_words(language)
    link = f'<a href="{html.escape(lesson_url(stem, language))}">{html.escape(title)}</a>'
    opening = html.escape(words["opening"]).replace("{title}", link)
    return (f'<!doctype html>\n<html lang="{language}"><head><meta charset="utf-8"><title>{html.escape(title)}</title>'
            f'<link rel="icon" href="{_up(language)}icon-120x120.png">\n{script}</head>\n<body><p>{opening}</p></body></html>\n')


def notebook_title(path: Path) -> str:
    """A tutorial's first heading, as the course map shows it."""
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        text = "".join(cell["source"]) if cell["cell_type"] == "markdown" else ""
        for line in text.splitlines():
            if line.startswith("# "):
                return line[2:].strip()
    return path.stem


def site_pages(courses: dict[str, list[Path]] | None = None) -> dict[str, str]:
    """Every page of ``lessons/`` by its path there: a page per lesson of each course (``01_which_tower.html``,
    ``de/01_which_tower.html``) and each course's ``index.html``, which lists its lessons and links to the other
    courses' index pages (in their own languages)."""
    courses = {language: notebooks for language, notebooks in (courses or COURSES).items() if notebooks}
    pages: dict[str, str] = {}
    for language, notebooks in courses.items():
        here = course_folder(language)
        prefix = f"{here}/" if here else ""
        items = []
        for path in notebooks:
            title = notebook_title(path)
            pages[f"{prefix}{path.stem}.html"] = lesson_page(path.stem, title, language)
            items.append(f'<li><a href="{path.stem}.html">{html.escape(title)}</a></li>')
        words = site_words(language)
        others = []
        for other in courses:
            if other != language:
                there = course_folder(other)
                href = "../" * bool(here) + (f"{there}/" if there else "") + "index.html"
                others.append(f'<p><a href="{href}" lang="{other}" hreflang="{other}">'
                              f'{html.escape(site_words(other)["other"])}</a></p>')
        pages[f"{prefix}index.html"] = (
            f'<!doctype html>\n<html lang="{language}"><head><meta charset="utf-8"><title>{html.escape(words["title"])}'
            f'</title><link rel="icon" href="{_up(language)}icon-120x120.png"></head>\n<body><h1>{html.escape(words["title"])}</h1>{"".join(others)}'
            f"<p>{html.escape(words['intro'])}</p>\n<ul>{''.join(items)}</ul></body></html>\n")
    return pages


def write_lesson_pages(output: Path) -> None:
    """``lessons/<tutorial>.html`` for each tutorial of each course (it opens the lesson as an app), German ones in
    ``lessons/de/``, and each course's ``index.html`` (:func:`site_pages`)."""
    folder = output / "lessons"
    for name, page in site_pages().items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(page, encoding="utf-8")


def check_offline(output: Path) -> None:
    """The built site points the kernel at its own Pyodide, not at a CDN."""
    config = json.loads((output / "jupyter-lite.json").read_text())
    settings = config["jupyter-config-data"]["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    if not settings.get("pyodideUrl", "").startswith("./"):
        raise BuildError(f"the site's pyodideUrl is not local: {settings.get('pyodideUrl')!r}")
    for name in ["pyodide.mjs", "pyodide-lock.json", *(f["file_name"] for f in json.loads(
            (output / "static" / "pyodide" / "pyodide-lock.json").read_text())["packages"].values())]:  # fmt: skip
        if not (output / "static" / "pyodide" / name).exists():
            raise BuildError(f"static/pyodide/{name} is missing from the site")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", type=Path, default=REPO / "build" / "lite", help="where the site goes")
    parser.add_argument("--force", action="store_true", help="rebuild even when the inputs are unchanged")
    args = parser.parse_args()
    try:
        build(args.output.resolve(), args.force)
    except (BuildError, subprocess.CalledProcessError) as error:
        sys.exit(f"build_lite: {error}")


if __name__ == "__main__":
    main()
