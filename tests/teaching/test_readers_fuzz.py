"""Fuzzing the readers of outside files: the saved progress, a hand-in and a notebook for the course map, fed
arbitrary bytes, arbitrary JSON and damaged copies of good files, either read them or refuse them with the project's
error naming the file; the depth check agrees with the real depth; an atomic write that fails at any byte leaves the
old file whole. Deterministic (derandomize) and quick (issue 27, deliver 6)."""

from __future__ import annotations

import contextlib
import errno
import json
import os
import pathlib
import re
import tempfile
import warnings

from helpers.catalogue_pattern import message_pattern
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kamisado_widget import class_progress, course_map
from kamisado_widget.engine import safe_files
from kamisado_widget.engine.catalogue import ngettext
from kamisado_widget.engine.safe_files import json_depth_exceeds, parse_json, write_whole
from kamisado_widget.teaching.classroom.class_table import KIND, ClassProgressError, read_export
from kamisado_widget.teaching.learner import progress

FUZZ = settings(derandomize=True, database=None, deadline=None, max_examples=150,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])

NOTEBOOK = pathlib.Path(__file__).parents[2] / "notebooks" / "03_sumo.ipynb"

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4),
    max_leaves=30,
)


def depth(value: object) -> int:
    if isinstance(value, list):
        return 1 + max((depth(v) for v in value), default=0)
    if isinstance(value, dict):
        return 1 + max((depth(v) for v in value.values()), default=0)
    return 0


def damaged(data: bytes, draw_cut: int, draw_flip: int, byte: int) -> bytes:
    """The bytes cut short at one place and with one byte changed at another (a half-written or corrupt copy)."""
    cut = data[: draw_cut % (len(data) + 1)]
    if cut:
        at = draw_flip % len(cut)
        cut = cut[:at] + bytes([byte]) + cut[at + 1:]
    return cut


@contextlib.contextmanager
def progress_file():
    with tempfile.TemporaryDirectory() as folder:
        path = pathlib.Path(folder) / "progress.json"
        old = os.environ.get(progress.ENV)
        os.environ[progress.ENV] = str(path)
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", progress.ProgressWarning)
                yield path
        finally:
            if old is None:
                del os.environ[progress.ENV]
            else:
                os.environ[progress.ENV] = old


@FUZZ
@given(json_values, st.integers(0, 8))
def test_the_depth_check_agrees_with_the_real_depth(value, limit):
    text = json.dumps(value)
    assert json_depth_exceeds(text, limit) == (depth(value) > limit)
    if depth(value) <= limit:
        assert parse_json(text, limit) == value


tricky_values = st.recursive(
    st.text(alphabet='[]{}"\\ab,:', max_size=12) | st.integers(),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(alphabet='[]{}"\\x', max_size=6), inner,
                                                                 max_size=3),
    max_leaves=20,
)


@FUZZ
@given(tricky_values, st.integers(0, 6))
def test_brackets_quotes_and_backslashes_inside_strings_do_not_count_as_depth(value, limit):
    assert json_depth_exceeds(json.dumps(value), limit) == (depth(value) > limit)


@FUZZ
@given(st.text(alphabet='[]{}"\\a', max_size=200), st.integers(0, 6))
def test_any_text_is_parsed_or_refused_with_a_value_error(text, limit):
    try:
        value = parse_json(text, limit)
    except ValueError as err:
        assert any(re.fullmatch(pattern, str(err)) for pattern in (
            message_pattern("it is not JSON ({problem} at line {line}, column {column})"),
            message_pattern("it is not JSON that can be read ({problem})"),
            message_pattern(ngettext("it is nested more than {count} level deep", "it is nested more than {count} levels deep",
                                     limit), count=limit))), str(err)
    else:
        assert depth(value) <= limit


@FUZZ
@given(st.binary(max_size=300) | json_values.map(lambda v: json.dumps(v).encode()))
def test_any_progress_file_is_read_or_moved_aside_and_recording_goes_on(content):
    with progress_file() as path:
        path.write_bytes(content)
        loaded = progress.load()
        assert isinstance(loaded, dict)
        assert progress.save_state("fuzz/one") is True
        assert progress.load()["fuzz/one"] == "solved"
        assert json.loads(path.read_bytes())["exercises"]["fuzz/one"]["state"] == "solved"


def _export(**fields: object) -> bytes:
    return json.dumps({"kind": KIND, "version": 1, "learner": "Ana", "exercises": {}, **fields}).encode()


exports = (
    st.binary(max_size=300)
    | json_values.map(lambda v: json.dumps(v).encode())
    | st.builds(lambda learner, exercises, version: _export(learner=learner, exercises=exercises, version=version),
                json_values, json_values, json_values)
    | st.builds(lambda exercises: _export(exercises=exercises),
                st.dictionaries(st.text(max_size=10), json_values, max_size=5))
)


@FUZZ
@given(exports)
def test_any_hand_in_is_read_or_refused_naming_the_file(content):
    with tempfile.TemporaryDirectory() as folder:
        path = pathlib.Path(folder) / "kamisado-progress-x.json"
        path.write_bytes(content)
        try:
            handed = read_export(path)
        except ClassProgressError as err:
            assert str(err).startswith("kamisado-progress-x.json: ")
            assert class_progress(folder).problems == [str(err)]
        else:
            assert all(state in progress.STATES for state in handed.states.values())
            table = class_progress(folder)
            assert len(table.learners) == 1 and "\n" not in table.shown_name(handed)
            assert len(table.text().splitlines()) == 3 + 2 * len(table.exercises)


@FUZZ
@given(st.integers(0, 10**9), st.integers(0, 10**9), st.integers(0, 255))
def test_a_damaged_notebook_is_read_or_named_and_left_out(cut, flip, byte):
    content = damaged(NOTEBOOK.read_bytes(), cut, flip, byte)
    with tempfile.TemporaryDirectory() as folder:
        (pathlib.Path(folder) / "03_sumo.ipynb").write_bytes(content)
        course = course_map(folder)
        assert len(course.lessons) + len(course.problems) == 1
        refused = message_pattern("{name}: not a notebook that can be read ({problem})", name="03_sumo.ipynb")
        assert all(re.fullmatch(refused, p) for p in course.problems), course.problems
        course.text()
        course._repr_html_()


@FUZZ
@given(json_values)
def test_any_json_named_like_a_notebook_is_read_or_named_and_left_out(value):
    with tempfile.TemporaryDirectory() as folder:
        (pathlib.Path(folder) / "lesson.ipynb").write_text(json.dumps(value), encoding="utf-8")
        course = course_map(folder)
        assert len(course.lessons) + len(course.problems) == 1
        course.text()


@FUZZ
@given(st.binary(min_size=1, max_size=5000), st.integers(0, 5000))
def test_a_write_that_fails_at_any_byte_leaves_the_old_file_whole(new, fail_after):
    with tempfile.TemporaryDirectory() as folder:
        path = pathlib.Path(folder) / "file.json"
        path.write_bytes(b"the good old file")
        real_write = os.write
        budget = [fail_after]

        def full_disk(fd: int, data: bytes) -> int:
            if budget[0] <= 0:
                raise OSError(errno.ENOSPC, "No space left on device")
            n = min(len(data), budget[0])
            budget[0] -= n
            return real_write(fd, bytes(data)[:n])  # a short write, as a disk filling up gives

        safe_files.os.write = full_disk  # type: ignore[assignment]
        try:
            write_whole(path, new)
        except OSError as err:
            assert err.errno == errno.ENOSPC and fail_after < len(new)
            assert path.read_bytes() == b"the good old file"
        else:
            assert fail_after >= len(new) and path.read_bytes() == new
        finally:
            safe_files.os.write = real_write  # type: ignore[assignment]
        assert [p.name for p in pathlib.Path(folder).iterdir()] == ["file.json"]
