// The solver benchmark in the offline site's Python (Pyodide), run by Node:
//
//     node benchmarks/solver_pyodide.mjs              # 60 positions spread over the far set, at 1 s
//     node benchmarks/solver_pyodide.mjs 280          # all of them (long)
//     node benchmarks/solver_pyodide.mjs 60 near      # 60 of the near set
//     node benchmarks/solver_pyodide.mjs 60 far 250k  # on 250,000 nodes instead of 1 s
//     node benchmarks/solver_pyodide.mjs 60 far 1s --book   # the opening book first, as Analyse answers
//
// It loads the Pyodide that the offline site ships (build/lite/static/pyodide, made by
// scripts/build_lite.sh; PYODIDE_DIR=... to use another), mounts this working tree
// into it, and runs benchmarks/solver.py there with `--only 1s` (or the setting given): the same positions, the same
// `solve(..., time_limit=1.0, exact_distance=False)` and the same printed figures as in CPython
// (compare with `.venv/bin/python benchmarks/solver.py --set far --only 1s --sample 60`). Pyodide
// has no CPU clock of its own (its "CPU time" is the clock), so this prints Node's CPU time too:
// well below the wall time means other processes slowed the clock figures.
import { existsSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dir = resolve(process.env.PYODIDE_DIR ?? resolve(repo, "build/lite/static/pyodide"));
if (!existsSync(resolve(dir, "pyodide.mjs"))) {
  console.error(`no Pyodide in ${dir}: build the offline site first (bash scripts/build_lite.sh)`);
  process.exit(2);
}
const sample = process.argv[2] ?? "60";
const set = process.argv[3] ?? "far";
const setting = process.argv[4] ?? "1s";
const load = () => loadavg().map((x) => x.toFixed(2)).join(" ");
console.log(`host: Node ${process.version}, ${cpus().length} cores, load average ${load()}`);
const cpu0 = process.cpuUsage();
const wall0 = performance.now();
const { loadPyodide } = await import(pathToFileURL(resolve(dir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: dir + "/" });
pyodide.FS.mkdirTree("/repo");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: repo }, "/repo");
pyodide.globals.set("ARGS", pyodide.toPy(["--set", set, "--only", setting, "--sample", sample, ...process.argv.slice(5)]));
await pyodide.runPythonAsync(`
import sys, platform
sys.path.insert(0, "/repo")
sys.path.insert(0, "/repo/benchmarks")
print(f"Pyodide {sys.version.split()[0]} ({platform.platform()})")
import solver
solver.main(list(ARGS))
`);
const cpu = process.cpuUsage(cpu0);
const wall = (performance.now() - wall0) / 1000;
console.log(`host load average after: ${load()}; Node CPU time ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s`
  + ` in ${wall.toFixed(1)} s on the clock (loading Pyodide included)`);
