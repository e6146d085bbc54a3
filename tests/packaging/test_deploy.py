"""deploy/: the single-user image (Dockerfile) and the Zero to JupyterHub values (values.yaml), checked as far as a
machine without Docker or a cluster allows: every file the Dockerfile copies exists, the final stage's checks (the
RUN steps that install nothing) run in a plain shell with this checkout's package, the values merged over the chart's
defaults are valid for the chart's schema (deploy/z2jh/: both vendored, as Helm checks them), their memory guarantee is the benchmark's cap per
learner, the exchange is mounted where hand_in() looks, and the course's copy at each server's start runs in a plain
shell and keeps a learner's notes. Not checked here: the image's build (pip, npm, apt), and the chart on a cluster."""

from __future__ import annotations

import glob
import json
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest
import yaml

from kamisado_widget.teaching.classroom.exchange import DEFAULT_EXCHANGE, EXCHANGE_ENV

REPO = Path(__file__).resolve().parents[2]
DEPLOY = REPO / "deploy"
INSTALLS = ("apt-get", "pip", "npm", "python -m build", "fix-permissions")  # need the network or the image's tools
VENV_BIN = str(Path(sys.executable).parent)


def instructions() -> list[tuple[int, str, str]]:
    """The Dockerfile's instructions: (stage number, instruction, its arguments), continuation lines joined."""
    lines, joined = [], ""
    for raw in (DEPLOY / "Dockerfile").read_text(encoding="utf-8").splitlines():
        if not joined and (not raw.strip() or raw.lstrip().startswith("#")):
            continue
        joined += raw.rstrip("\\").rstrip() + " " if raw.endswith("\\") else raw
        if not raw.endswith("\\"):
            lines.append(joined.strip())
            joined = ""
    found, stage = [], -1
    for line in lines:
        word, _, rest = line.partition(" ")
        if word.upper() == "FROM":
            stage += 1
        found.append((stage, word.upper(), re.sub(r"\s+", " ", rest.strip())))
    return found


def values() -> dict:
    return yaml.safe_load((DEPLOY / "values.yaml").read_text(encoding="utf-8"))


def merged(defaults: dict, given: dict) -> dict:
    """``given`` over the chart's ``defaults`` as Helm merges them (maps key by key, anything else replaced, null
    removes the key): Helm checks the schema on the merged values."""
    out = dict(defaults)
    for key, value in given.items():
        if value is None:
            out.pop(key, None)
        elif isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = merged(out[key], value)
        else:
            out[key] = value
    return out


def test_every_file_the_dockerfile_copies_is_in_the_repository():
    copies = [args for _stage, word, args in instructions() if word == "COPY" and not args.startswith("--from")]
    assert copies, "the image copies the package's sources"
    for args in copies:
        *sources, _target = [part for part in shlex.split(args) if not part.startswith("--")]
        for source in sources:
            assert glob.glob(str(REPO / source)), f"COPY {source}: not in the repository"
    targets = {shlex.split(args)[-1] for args in copies}
    assert {"/opt/conda/etc/jupyter/voila.py", "/opt/conda/share/jupyter/voila/"} <= targets, (
        "the lesson apps' offline settings go where the image's Jupyter reads them (sys.prefix/etc, sys.prefix/share)")


def test_the_final_stages_checks_run_in_a_plain_shell(tmp_path):
    steps = instructions()
    final = max(stage for stage, _word, _args in steps)
    env = {**os.environ, "PATH": f"{VENV_BIN}{os.pathsep}{os.environ['PATH']}", "HOME": str(tmp_path),
           "TMPDIR": str(tmp_path)}
    ran = []
    for stage, word, args in steps:
        if stage != final:
            continue
        if word == "ENV":
            name, _, value = args.partition("=")
            env[name] = value
        elif word == "RUN" and not any(args.startswith(tool) or f"&& {tool}" in args for tool in INSTALLS):
            done = subprocess.run(["sh", "-c", args], cwd=tmp_path, env=env, capture_output=True, text=True,
                                  timeout=300, check=False)
            assert done.returncode == 0, f"RUN {args}\n{done.stdout}{done.stderr}"
            ran.append(args)
    assert len(ran) == 2, ran  # the package's check and the course's copy
    assert env[EXCHANGE_ENV] == DEFAULT_EXCHANGE
    assert not [p for p in tmp_path.iterdir() if p.name != ".local"], "the checks leave nothing behind"


def test_the_values_are_valid_for_the_charts_schema():
    schema = json.loads((DEPLOY / "z2jh" / "values.schema.json").read_text(encoding="utf-8"))
    defaults = yaml.safe_load((DEPLOY / "z2jh" / "chart-values.yaml").read_text(encoding="utf-8"))
    jsonschema.Draft7Validator.check_schema(schema)
    jsonschema.validate(merged(defaults, values()), schema, cls=jsonschema.Draft7Validator)
    wrong = values()
    wrong["singleuser"]["memory"]["guarante"] = "400M"  # a misspelt key: the chart's schema refuses it
    with pytest.raises(jsonschema.ValidationError, match="guarante"):
        jsonschema.validate(merged(defaults, wrong), schema, cls=jsonschema.Draft7Validator)


def test_the_memory_guarantee_is_the_cap_per_learner_and_hand_ins_go_to_the_shared_volume():
    cap = re.search(r"^MEMORY_CAP_MB = (\d+)$", (REPO / "benchmarks" / "class_on_a_hub.py").read_text(), re.MULTILINE)
    assert cap, "benchmarks/class_on_a_hub.py states the cap per learner"
    single = values()["singleuser"]
    assert single["memory"]["guarantee"] == f"{cap[1]}M"
    assert int(single["memory"]["limit"].rstrip("G")) * 1000 >= 2 * int(cap[1]), "room for a second kernel"
    mounts = {m["name"]: m["mountPath"] for m in single["storage"]["extraVolumeMounts"]}
    assert single["extraEnv"][EXCHANGE_ENV] == mounts["exchange"] == DEFAULT_EXCHANGE
    assert [v["name"] for v in single["storage"]["extraVolumes"]] == ["exchange"]
    assert values()["cull"]["enabled"] is True and values()["cull"]["timeout"] > 0


def test_the_course_is_copied_into_each_home_at_start_and_a_learners_notes_are_kept(tmp_path):
    command = values()["singleuser"]["lifecycleHooks"]["postStart"]["exec"]["command"]
    env = {**os.environ, "PATH": f"{VENV_BIN}{os.pathsep}{os.environ['PATH']}", "HOME": str(tmp_path)}

    def start() -> None:
        done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300, check=False)
        assert done.returncode == 0, done.stdout + done.stderr

    start()
    course = tmp_path / "kamisado-course"
    assert (course / "00_welcome.ipynb").is_file() and (course / "de" / "01_which_tower.ipynb").is_file()
    lesson = course / "01_which_tower.ipynb"
    notes = json.loads(lesson.read_text(encoding="utf-8"))
    notes["cells"].append({"cell_type": "markdown", "id": "my-notes", "metadata": {}, "source": ["My notes."]})
    lesson.write_text(json.dumps(notes), encoding="utf-8")
    (course / "02_moving.ipynb").unlink()
    start()  # the next start: the learner's notes stay, a lesson gone comes back
    assert json.loads(lesson.read_text(encoding="utf-8"))["cells"][-1]["id"] == "my-notes"
    assert (course / "02_moving.ipynb").is_file()
    assert values()["singleuser"]["defaultUrl"].endswith("kamisado-course/00_welcome.ipynb")
