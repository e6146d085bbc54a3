// Add compiled bytecode to pure-Python wheels and to the standard library for the offline site's Pyodide (run by
// scripts/build_lite.py).
//
//   node scripts/precompile_wheels.mjs PYODIDE_DIR WHEEL_OR_STDLIB_ZIP...
//
// Pyodide itself (from PYODIDE_DIR, the npm package the site ships) compiles each module of each wheel,
// so the bytecode is exactly the browser's Python's. Every `x.py` gets `__pycache__/x.<cache tag>.pyc` beside it
// in the wheel, as an unchecked hash-based .pyc (PEP 552): Python uses it without looking at the source's
// time stamp, so the kernel imports IPython and the widget without compiling them on every page load.
// Pyodide's python_stdlib.zip (imported from the zip by zipimport, which looks for `x.pyc` beside `x.py`, not in
// __pycache__) ships sources only, so every start of the kernel compiled the hundreds of standard modules it imports:
// it gets `x.pyc` beside each `x.py`, compiled for its place on the browser's sys.path (/lib/python3XY.zip).
// The archives are rewritten in place; the sources stay in them (tracebacks still show the lines).
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, ...wheels] = process.argv.slice(2);
if (!pyodideDir || wheels.length === 0) {
  console.error("usage: node scripts/precompile_wheels.mjs PYODIDE_DIR WHEEL_OR_STDLIB_ZIP...");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(path.join(path.resolve(pyodideDir), "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: path.resolve(pyodideDir) + path.sep });
pyodide.FS.mkdirTree("/host");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: "/" }, "/host");
pyodide.globals.set("wheels", wheels.map((wheel) => "/host" + path.resolve(wheel)));
pyodide.runPython(`
import importlib._bootstrap_external as external
import importlib.util
import os
import sys
import zipfile

SITE = f"/lib/python{sys.version_info.major}.{sys.version_info.minor}/site-packages"
STDLIB = f"/lib/python{sys.version_info.major}{sys.version_info.minor}.zip"
assert STDLIB in sys.path, (STDLIB, sys.path)

def precompile(wheel):
    """Rewrite one wheel (or the standard library's zip) with a .pyc for each module; returns how many were compiled."""
    stdlib = os.path.basename(wheel) == "python_stdlib.zip"
    with zipfile.ZipFile(wheel) as source:
        entries = [(info, source.read(info)) for info in source.infolist()]
    names = {info.filename for info, _ in entries}
    compiled = []
    for info, data in entries:
        if not info.filename.endswith(".py") or ".dist-info/" in info.filename or ".data/" in info.filename:
            continue
        pyc_name = info.filename + "c" if stdlib else importlib.util.cache_from_source(info.filename)
        if pyc_name in names:
            continue
        try:
            code = compile(data, f"{STDLIB if stdlib else SITE}/{info.filename}", "exec", dont_inherit=True, optimize=0)
        except SyntaxError:  # a module this Python cannot compile is left to fail (or not) when imported
            continue
        pyc = external._code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
        compiled.append((zipfile.ZipInfo(pyc_name, date_time=(1980, 1, 1, 0, 0, 0)), bytes(pyc)))
    if not compiled:
        return 0
    temporary = wheel + ".tmp"
    with zipfile.ZipFile(temporary, "w", zipfile.ZIP_DEFLATED) as target:
        for info, data in entries:
            target.writestr(info, data)
        for info, data in compiled:
            info.compress_type = zipfile.ZIP_DEFLATED
            target.writestr(info, data)
    os.replace(temporary, wheel)
    return len(compiled)

for wheel in wheels:
    print(f"{os.path.basename(wheel)}: {precompile(wheel)} modules compiled")
`);
