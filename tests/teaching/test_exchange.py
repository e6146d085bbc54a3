"""Hand-ins through an exchange folder (kamisado_widget/teaching/classroom/exchange.py): the folders as nbgrader lays
them out, a learner's hand-in written by their own account, and the teacher told of a file whose owner is not the
learner it claims. The second half uses real system users (useradd; root only: skipped, saying so, otherwise)."""

from __future__ import annotations

import json
import os
import re
import shutil
import stat
import tempfile
from pathlib import Path

import pytest
from helpers.system_users import run_as, system_users, users_python, why_not

from kamisado_widget.engine.catalogue import speaking
from kamisado_widget.teaching.classroom import exchange
from kamisado_widget.teaching.classroom.exchange import (
    ExchangeError,
    claimed_user,
    hand_in,
    hand_ins,
    inbound_folder,
    is_inbound,
    make_exchange,
    owner_problems,
)
from kamisado_widget.teaching.learner.hand_in import KIND

HAND_IN_NAME = re.compile(r"(?P<user>[^+]+)\+\d{8}T\d{6}Z\+[0-9a-f]{8}\.json")


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.mark.parametrize("course", ["", "../etc", "a/b", "sumo course", ".hidden", "x" * 65, 3, None])
def test_a_course_that_is_no_short_name_is_refused_naming_it_and_nothing_is_made(tmp_path, course):
    with pytest.raises(ExchangeError, match="The course is a short name of letters, digits"):
        make_exchange(course, tmp_path / "exchange")
    assert not (tmp_path / "exchange").exists()


def test_the_exchange_is_laid_out_as_nbgrader_lays_it_out(tmp_path, monkeypatch):
    inbound = make_exchange("sumo", tmp_path / "exchange")
    assert inbound == tmp_path / "exchange" / "sumo" / "inbound"
    assert mode(tmp_path / "exchange") == 0o755 and mode(inbound.parent) == 0o755
    assert mode(inbound) == 0o3733  # anyone writes and passes, nobody else lists; sticky and set-group-id
    assert is_inbound(inbound) and not is_inbound(inbound.parent)
    monkeypatch.setenv("KAMISADO_EXCHANGE", str(tmp_path / "exchange"))
    assert inbound_folder("sumo") == inbound
    monkeypatch.delenv("KAMISADO_EXCHANGE")
    assert inbound_folder("sumo") == Path("/srv/exchange/sumo/inbound")


def test_a_hand_in_is_the_learners_export_named_by_their_user_name_and_the_time(tmp_path, monkeypatch):
    inbound = make_exchange("sumo", tmp_path / "exchange")
    monkeypatch.setenv("JUPYTERHUB_USER", "root")
    path = hand_in("sumo", tmp_path / "exchange")
    assert path.parent == inbound and HAND_IN_NAME.fullmatch(path.name)
    assert claimed_user(path) == "root" and mode(path) == 0o640
    doc = json.loads(path.read_text())
    assert doc["kind"] == KIND and doc["learner"] == "root"
    assert [h.path for h in hand_ins("sumo", tmp_path / "exchange")] == [path]
    assert owner_problems([path]) == {}  # written by the account it names (this test runs as root)
    assert not [p for p in inbound.iterdir() if p != path], "no temporary file is left"


def test_a_hand_in_without_the_teachers_folder_is_refused_naming_it(tmp_path, monkeypatch):
    monkeypatch.setenv("KAMISADO_EXCHANGE", str(tmp_path / "nowhere"))
    with pytest.raises(ExchangeError, match=r"no exchange folder for the course sumo .*nowhere/sumo/inbound.*ask your teacher"):
        hand_in("sumo")
    assert not (tmp_path / "nowhere").exists()


def test_the_file_name_of_a_hand_in_names_a_user_only_in_its_own_form():
    assert claimed_user(Path("ana+20250130T101500Z+1a2b3c4d.json")) == "ana"
    assert claimed_user(Path("ana%40school.org+20250130T101500Z+1a2b3c4d.json")) == "ana@school.org"
    assert claimed_user(Path("kamisado-progress-ana-1a2b3c4d.json")) == ""
    assert claimed_user(Path("ana+yesterday+1a2b3c4d.json")) == ""


# ------------------------------------------------------------------ with real system users

@pytest.fixture(scope="module")
def school():
    """Two learners with accounts of their own, an exchange made by the teacher (root), and a Python they may run."""
    problem = why_not()
    if problem:
        pytest.skip(problem)
    root = Path(tempfile.mkdtemp(prefix="kamisado-exchange-"))
    try:
        root.chmod(0o755)
        python = users_python(root / "python")
        with system_users(["ana", "ben"], root / "home") as accounts:
            inbound = make_exchange("sumo", root / "exchange")
            yield accounts, python, inbound
    finally:
        shutil.rmtree(root, ignore_errors=True)


def as_learner(school, who: str, code: str) -> str:
    accounts, python, inbound = school
    done = run_as(accounts[who], python, "from kamisado_widget.teaching.classroom.exchange import hand_in\n" + code,
                  env={"KAMISADO_EXCHANGE": str(inbound.parent.parent), "JUPYTERHUB_USER": accounts[who].pw_name})
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_each_learner_hands_in_by_their_own_account_and_cannot_list_read_or_remove_the_others(school):
    accounts, _python, inbound = school
    ana = Path(as_learner(school, "ana", "print(hand_in('sumo'))"))
    ben = Path(as_learner(school, "ben", "print(hand_in('sumo'))"))
    assert ana.stat().st_uid == accounts["ana"].pw_uid and ben.stat().st_uid == accounts["ben"].pw_uid
    assert ana.stat().st_gid == inbound.stat().st_gid, "the file takes the inbound folder's group (set-group-id)"
    assert claimed_user(ana) == accounts["ana"].pw_name
    assert owner_problems([ana, ben]) == {}
    found = {h.path: h.owner for h in hand_ins("sumo", inbound.parent.parent)}
    assert found[ana] == accounts["ana"].pw_name and found[ben] == accounts["ben"].pw_name

    tries = as_learner(school, "ben", f"""
import os
for name, attempt in [("list", lambda: os.listdir({str(inbound)!r})), ("read", lambda: open({str(ana)!r}).read()),
                      ("remove", lambda: os.unlink({str(ana)!r}))]:
    try:
        attempt()
        print(name, "allowed")
    except PermissionError:
        print(name, "refused")
""")
    assert tries.splitlines() == ["list refused", "read refused", "remove refused"]
    assert ana.exists()


def test_a_hand_in_written_by_one_learner_claiming_another_is_named_with_its_owner(school):
    accounts = school[0]
    ana_login, ben_login = accounts["ana"].pw_name, accounts["ben"].pw_name
    inside = Path(as_learner(school, "ana", f"print(hand_in('sumo', learner={ben_login!r}))"))  # ben's name inside
    renamed = Path(as_learner(school, "ana", f"""
import os, shutil
own = hand_in('sumo')
forged = own.with_name({ben_login!r} + own.name[len({ana_login!r}):])
os.rename(own, forged)  # the file now claims to be ben's
print(forged)
"""))
    assert claimed_user(renamed) == ben_login and renamed.stat().st_uid == accounts["ana"].pw_uid
    learners = {inside: json.loads(inside.read_text())["learner"], renamed: json.loads(renamed.read_text())["learner"]}
    problems = owner_problems([inside, renamed], learners)
    assert problems == {
        path: f"{path.name}: written by the account {ana_login}, but it claims to be the hand-in of {ben_login}"
        for path in (inside, renamed)
    }
    with speaking("de"):
        german = owner_problems([renamed])[renamed]
    assert german == (f"{renamed.name}: vom Konto {ana_login} geschrieben, gibt sich aber als Abgabe von {ben_login} "
                      "aus")


def test_a_claimed_name_that_is_no_account_here_is_not_checked(tmp_path):
    """As on Kubernetes, where every learner's server runs as one account: the owner tells nobody apart."""
    path = tmp_path / "nobody-here-by-this-name+20250130T101500Z+1a2b3c4d.json"
    path.write_text("{}")
    assert owner_problems([path], {path: "Ana Pérez"}) == {}
    assert exchange.is_inbound(tmp_path) is False
    assert os.stat(tmp_path).st_mode & 0o007 != 0o003


def test_the_class_table_of_an_inbound_folder_names_a_forged_hand_in_with_its_owner_and_leaves_it_out(school):
    from kamisado_widget.teaching.classroom.class_table import class_progress

    accounts, _python, inbound = school
    ana_login, ben_login = accounts["ana"].pw_name, accounts["ben"].pw_name
    as_learner(school, "ana", "hand_in('sumo')")
    as_learner(school, "ben", "hand_in('sumo')")
    forged = Path(as_learner(school, "ana", f"print(hand_in('sumo', learner={ben_login!r}))"))
    table = class_progress(inbound)
    assert forged.name not in {h.path.name for h in table.learners}
    said = f"{forged.name}: written by the account {ana_login}, but it claims to be the hand-in of {ben_login}"
    assert said in table.problems
    assert f"Left out: {said}" in table.text()
    assert {h.learner for h in table.learners} >= {ana_login, ben_login}, "the genuine hand-ins are read"
