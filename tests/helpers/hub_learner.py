"""A learner on a JupyterHub without a browser, for benchmarks/class_on_a_hub.py: logs in with the hub's form, starts
their server, opens a lesson notebook in a kernel and runs its code, then clicks its boards through the messages the
page sends (no pytest in here).

Every message is the page's own (docs/widget-protocol.md): the kernel's widgets arrive as ``comm_open`` on the
kernel's websocket (the board's ``view`` in their state), a board drawn says ``{"type": "hello"}`` and waits for
``{"type": "ready"}``, and a click is the custom message ``{"type": "click", "square": ..., "version": ...}`` that
``js/intents.js`` sends; the kernel answers with one state update holding the new ``view``. A sample is the time from
sending an intent to that update's arrival (the page then draws it: the browser learners measure that too).
"""

from __future__ import annotations

import asyncio
import json
import random
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp

INTERNAL_ERROR = "internal error"  # in the board's sentence for an error of its own (a bug): always an error here
STALE = "had already changed"  # the board's refusal of an intent made on an older view: this client's mistake


class LearnerError(RuntimeError):
    """A step of a learner's session failed (the hub, the server, the kernel or a board did not answer)."""


@dataclass
class Board:
    """One board of the learner's kernel, as the page knows it: its comm and latest view."""

    comm_id: str
    cell: int
    view: dict[str, Any]
    ready: asyncio.Event = field(default_factory=asyncio.Event)
    updated: asyncio.Event = field(default_factory=asyncio.Event)
    answers: dict[str, asyncio.Future[dict[str, Any]]] = field(default_factory=dict)


@dataclass
class Samples:
    """What the learners measured: click → new view (ms), Hint and Analyse → their view (ms), errors (sentences)."""

    clicks: list[float] = field(default_factory=list)
    clicks_after_login: list[float] = field(default_factory=list)  # clicks once every learner saw their boards
    browser_clicks: list[float] = field(default_factory=list)  # the browsers' clicks (to the view drawn)
    lesson_clicks: list[float] = field(default_factory=list)  # of ``clicks``, those on the lesson's boards
    coach: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    solved: dict[str, set[str]] = field(default_factory=dict)  # learner -> exercise boards solved (by cell)
    seen_board: dict[str, float] = field(default_factory=dict)  # learner -> seconds from the start to their boards
    hints: dict[str, int] = field(default_factory=dict)  # learner -> Hints and Analyses answered
    by_solver: int = 0  # Analyses answered by the solver (not the opening book)


def _message(msg_type: str, content: dict[str, Any], session: str, user: str, channel: str = "shell") -> dict[str, Any]:
    return {
        "header": {"msg_id": uuid.uuid4().hex, "msg_type": msg_type, "session": session, "username": user,
                   "version": "5.3", "date": ""},
        "parent_header": {}, "metadata": {}, "content": content, "channel": channel, "buffers": [],
    }


class Learner:
    """One learner's session: ``await log_in()``, ``await open_lesson(...)``, then ``await drive(...)``."""

    def __init__(self, hub_url: str, user: str, password: str, samples: Samples, seed: int) -> None:
        self.hub, self.user, self.password, self.samples = hub_url, user, password, samples
        self.random = random.Random(seed)
        self.http = aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True),
                                          timeout=aiohttp.ClientTimeout(total=300))
        self.ws: aiohttp.ClientWebSocketResponse | None = None
        self.session = uuid.uuid4().hex
        self.boards: dict[str, Board] = {}
        self.replies: dict[str, asyncio.Future[dict[str, Any]]] = {}
        self.idle: dict[str, asyncio.Future[None]] = {}  # a request's end on iopub: its outputs have all come
        self.cells: list[str] = []
        self._running_cell = -1
        self.reader: asyncio.Task[None] | None = None
        self.everyone_in = asyncio.Event()  # set by the benchmark once every learner saw their boards

    # ------------------------------------------------------------------ the hub
    def _cookie(self, name: str, path: str) -> str:
        found = self.http.cookie_jar.filter_cookies(f"{self.hub}{path}").get(name)  # type: ignore[arg-type]
        if found is None:
            raise LearnerError(f"{self.user}: no {name} cookie for {path}")
        return found.value

    async def log_in(self) -> None:
        """The hub's login form, then the learner's server started and its JupyterLab page loaded (the single-user
        server's own login through the hub, OAuth, as a browser follows it)."""
        async with self.http.get(f"{self.hub}/hub/login") as answer:
            await answer.read()
        form = {"username": self.user, "password": self.password, "_xsrf": self._cookie("_xsrf", "/hub/")}
        async with self.http.post(f"{self.hub}/hub/login", data=form) as answer:  # on to the hub's spawn page,
            await answer.read()  # which starts the server (JupyterHub's default for a user without one running)
            if answer.status != 200 or "/hub/login" in str(answer.url):
                raise LearnerError(f"{self.user}: the hub's login answered {answer.status} at {answer.url}")
        while True:
            async with self.http.get(f"{self.hub}/hub/api/users/{self.user}") as answer:
                model = await answer.json()
            server = model.get("servers", {}).get("", {})
            if server.get("ready"):
                break
            if not server:
                raise LearnerError(f"{self.user}: the hub did not start the server ({model.get('pending')})")
            await asyncio.sleep(0.5)
        async with self.http.get(f"{self.hub}/user/{self.user}/lab") as answer:
            await answer.read()
            if answer.status != 200:
                raise LearnerError(f"{self.user}: JupyterLab's page answered {answer.status}")

    # ------------------------------------------------------------------ the kernel
    async def open_lesson(self, notebook: Path, extra_cells: list[str]) -> None:
        """Open ``notebook`` (in the learner's home) as JupyterLab does: fetch it, start its kernel, run its code
        cells and ``extra_cells``; then draw every board (hello → ready)."""
        base = f"{self.hub}/user/{self.user}"
        headers = {"X-XSRFToken": self._cookie("_xsrf", f"/user/{self.user}/")}
        async with self.http.get(f"{base}/api/contents/{notebook.name}?content=1") as answer:
            if answer.status != 200:
                raise LearnerError(f"{self.user}: the notebook answered {answer.status}")
            content = (await answer.json())["content"]
        self.cells = [
            "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
            for cell in content["cells"] if cell["cell_type"] == "code"
        ] + extra_cells
        body = {"path": notebook.name, "name": notebook.name, "type": "notebook", "kernel": {"name": "python3"}}
        async with self.http.post(f"{base}/api/sessions", json=body, headers=headers) as answer:
            if answer.status != 201:
                raise LearnerError(f"{self.user}: starting the kernel answered {answer.status}: {await answer.text()}")
            kernel = (await answer.json())["kernel"]["id"]
        self.ws = await self.http.ws_connect(
            f"{base.replace('http', 'ws', 1)}/api/kernels/{kernel}/channels?session_id={self.session}",
            max_msg_size=0, heartbeat=None)
        self.reader = asyncio.create_task(self._read())
        for number, code in enumerate(self.cells):
            reply = await self._request("execute_request", {
                "code": code, "silent": False, "store_history": True, "user_expressions": {}, "allow_stdin": False,
                "stop_on_error": True}, cell=number)
            if reply["content"]["status"] != "ok":
                raise LearnerError(f"{self.user}: cell {number} raised {reply['content'].get('ename')}: "
                                   f"{reply['content'].get('evalue')}")
        for board in list(self.boards.values()):
            await self._send_custom(board, {"type": "hello"})
        for board in list(self.boards.values()):
            await asyncio.wait_for(board.ready.wait(), 120)

    async def _request(self, msg_type: str, content: dict[str, Any], cell: int | None = None) -> dict[str, Any]:
        """Send a shell request; its reply once the kernel is idle again after it (its outputs, the widgets it made,
        come on another channel and may follow the reply)."""
        assert self.ws is not None
        message = _message(msg_type, content, self.session, self.user)
        loop = asyncio.get_running_loop()
        reply: asyncio.Future[dict[str, Any]] = loop.create_future()
        idle: asyncio.Future[None] = loop.create_future()
        self.replies[message["header"]["msg_id"]] = reply
        self.idle[message["header"]["msg_id"]] = idle
        if cell is not None:
            self._running_cell = cell
        await self.ws.send_str(json.dumps(message))
        await asyncio.wait_for(idle, 300)
        return await asyncio.wait_for(reply, 300)

    async def _send_custom(self, board: Board, content: dict[str, Any]) -> str:
        assert self.ws is not None
        message = _message("comm_msg", {"comm_id": board.comm_id, "data": {"method": "custom", "content": content}},
                           self.session, self.user)
        await self.ws.send_str(json.dumps(message))
        return str(message["header"]["msg_id"])

    async def _read(self) -> None:
        """Every message of the kernel's websocket: replies, the boards' comms, their updates."""
        assert self.ws is not None
        async for frame in self.ws:
            if frame.type != aiohttp.WSMsgType.TEXT:
                if frame.type in (aiohttp.WSMsgType.ERROR, aiohttp.WSMsgType.CLOSE):
                    break
                continue
            message = json.loads(frame.data)
            kind, content = message["msg_type"], message["content"]
            parent = message.get("parent_header", {}).get("msg_id")
            if message["channel"] == "shell" and parent in self.replies:
                self.replies.pop(parent).set_result(message)
            elif kind == "status" and content.get("execution_state") == "idle" and parent in self.idle:
                self.idle.pop(parent).set_result(None)
            elif kind == "comm_open" and content.get("target_name") == "jupyter.widget":
                state = content.get("data", {}).get("state", {})
                if "view" in state and "board_layout" in state:
                    self.boards[content["comm_id"]] = Board(content["comm_id"], self._running_cell, state["view"])
            elif kind == "comm_msg" and content["comm_id"] in self.boards:
                self._on_board(self.boards[content["comm_id"]], content.get("data", {}), parent)
            elif kind == "error":
                self.samples.errors.append(f"{self.user}: the kernel reported {content.get('ename')}")
        waiting = [*self.replies.values(), *self.idle.values(), *(f for b in self.boards.values() for f in b.answers.values())]
        closed = self.ws.close_code
        for future in waiting:
            if not future.done():
                future.set_exception(LearnerError(f"{self.user}: the kernel's websocket closed ({closed})"))
                future.add_done_callback(lambda f: f.exception())  # one of a request's two is awaited

    def _on_board(self, board: Board, data: dict[str, Any], parent: str | None) -> None:
        if data.get("method") == "custom" and data.get("content") == {"type": "ready"}:
            board.ready.set()
        elif data.get("method") == "update" and "view" in data.get("state", {}):
            board.view = data["state"]["view"]
            board.updated.set()
            answer = board.answers.pop(parent, None) if parent else None
            if answer is not None and not answer.done():
                answer.set_result(board.view)

    # ------------------------------------------------------------------ a learner's pace
    async def intent(self, board: Board, content: dict[str, Any], timeout: float = 60) -> tuple[float, dict[str, Any]]:
        """Send an intent made on the board's view; the ms until the view answering it arrived, and that view."""
        sent = {**content, "version": board.view["version"]}
        future: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        start = time.perf_counter()
        msg_id = await self._send_custom(board, sent)
        board.answers[msg_id] = future
        view = await asyncio.wait_for(future, timeout)
        return (time.perf_counter() - start) * 1000, view

    def _click_square(self, view: dict[str, Any]) -> str | None:
        """Where a learner clicks: a target of the selected tower (most often), else a tower of the side to move (the
        one marked as movable, mostly; exercises that hide it get a guess)."""
        if view.get("targets") and self.random.random() < 0.85:
            return str(self.random.choice(view["targets"])["square"])
        towers = {t["id"]: t["square"] for t in view.get("towers", [])}
        movable = [towers[t] for t in view.get("movable", []) if t in towers]
        own = [t["square"] for t in view.get("towers", []) if t["player"] == view.get("turn")]
        choices = movable if movable and self.random.random() < 0.9 else own
        return str(self.random.choice(choices)) if choices else None

    async def _next_action(self, board: Board, computer: Board | None) -> tuple[str, dict[str, Any]] | None:
        view = board.view
        if board is computer:
            if view["computer"].get("thinking") or (view["turn"] == view["computer"]["side"]
                                                     and view["scoreboard"]["phase"] == "play"
                                                     and not view.get("round_end")):
                board.updated.clear()  # the computer's move is coming: a learner waits for it
                await asyncio.wait_for(board.updated.wait(), 30)
                return None
            if view["scoreboard"]["phase"] == "over":
                return "click", {"type": "new_match", "target": 3, "layout": "standard"}
            if view.get("fill"):
                return "click", {"type": "fill", "direction": self.random.choice(["left", "right"])}
            if self.random.random() < 0.12:
                return "coach", {"type": self.random.choice(["hint", "analyse"])}
        square = self._click_square(view)
        return ("click", {"type": "click", "square": square}) if square else None

    async def drive(self, until: Callable[[], float], computer_cell: int) -> None:
        """Click at a learner's pace (every 3-6 s) until ``until()`` (``time.monotonic()``): the board against the
        computer (made by cell ``computer_cell``) more often than the lesson's exercises and free board, with a Hint
        or Analyse now and then. The first actions are on the board against the computer: a move and the computer's
        answer, then a Hint and an Analyse, past the opening book, so the solver has worked in every kernel."""
        shown: dict[int, Board] = {}  # a cell's first board: an exercise set shows its first exercise's, the rest hidden
        for board in self.boards.values():
            shown.setdefault(board.cell, board)
        boards = [b for b in shown.values() if not self._is_demo(b)]
        computer = next((b for b in boards if b.cell == computer_cell), None)
        lesson = [b for b in boards if b is not computer]
        first_coach = ["hint", "analyse"]  # asked once the game has left the opening book: the solver works
        while time.monotonic() < until():
            await asyncio.sleep(self.random.uniform(3, 6))
            if time.monotonic() >= until():
                break
            if computer and first_coach:
                board = computer
            else:
                board = computer if computer and (not lesson or self.random.random() < 0.6) else self.random.choice(lesson)
            try:
                view = board.view
                if board is computer and first_coach and len(view["moves"]) >= 2 and self._my_turn(view):
                    action: tuple[str, dict[str, Any]] | None = ("coach", {"type": first_coach.pop(0)})
                else:
                    action = await self._next_action(board, computer)
                if action is None:
                    continue
                kind, content = action
                ms, view = await self.intent(board, content)
            except (asyncio.TimeoutError, LearnerError, aiohttp.ClientError) as error:
                self.samples.errors.append(f"{self.user}: no answer to a {board.cell} board's intent ({error!r})")
                continue
            text = view["message"]["text"]
            if INTERNAL_ERROR in text or STALE in text:
                self.samples.errors.append(f"{self.user}: {text}")
            if kind == "coach":
                self.samples.coach.append(ms)
                self.samples.by_solver += (view.get("analysis") or {}).get("source") == "solver"
                self.samples.hints[self.user] = self.samples.hints.get(self.user, 0) + 1
            else:
                self.samples.clicks.append(ms)
                if board is not computer:
                    self.samples.lesson_clicks.append(ms)
                if self.everyone_in.is_set():
                    self.samples.clicks_after_login.append(ms)
            if self._is_exercise(board) and view["message"]["kind"] == "success":
                self.samples.solved.setdefault(self.user, set()).add(str(board.cell))

    @staticmethod
    def _my_turn(view: dict[str, Any]) -> bool:
        """The learner's move on the board against the computer (not the computer's, nor a round's end)."""
        return (view["turn"] != view["computer"]["side"] and not view["computer"].get("thinking")
                and view["scoreboard"]["phase"] == "play" and not view.get("round_end"))

    def _is_demo(self, board: Board) -> bool:
        """A demo's board (it steps through its own moves) is watched, not clicked."""
        return self.cells[board.cell].lstrip().startswith("Demo(")

    def _is_exercise(self, board: Board) -> bool:
        """An exercise's board (its solve is saved with the learner's progress)."""
        return self.cells[board.cell].lstrip().startswith(("Exercise(", "ExerciseSet("))

    async def close(self) -> None:
        if self.reader is not None:
            self.reader.cancel()
        if self.ws is not None:
            await self.ws.close()
        await self.http.close()
