"""Benchmark: a class on one JupyterHub (not a test). How a board answers when N learners click at once, what a
learner costs in memory, and how long a class takes to log in.

Starts a real JupyterHub on this machine (tests/helpers/hub.py: its proxy from node_modules, the dummy authenticator,
local single-user servers, each learner with a home of their own holding notebooks/01_which_tower.ipynb). Every
learner logs in with the hub's form, starts their server, opens lesson 01 in a kernel and runs it, adds a board
against the computer (``KamisadoWidget(target=3, computer="gold")``, as a teacher's free board with the computer)
and clicks at a learner's pace: every 3-6 s (seeded), on the computer's board more often than on the lesson's
exercises and free board, with a Hint or an Analyse now and then (one of each early on, so the solver has worked in
every kernel). All but ``--browsers`` learners send what the page sends over the kernel's websocket
(tests/helpers/hub_learner.py); the others are real Chromium pages (Debian's, Playwright) clicking the lesson's free
board (tests/helpers/hub_browser.py). The browsers run on this machine too, which a class's browsers would not.

    .venv/bin/python benchmarks/class_on_a_hub.py --learners 30 --seconds 180

Prints click → new view p50/p95/p99 (all clicks; those made once every learner saw their boards; the browsers'
clicks to the view drawn), Hint/Analyse → answer, errors, lost progress (an exercise solved on a board but not in the
learner's saved progress), memory per learner (each single-user server and kernel, RSS and PSS, measured after the
run, when the solver has worked in every kernel), the hub's and the proxy's CPU, the time for all to log in and see
their boards, and the load average at the start. The last line, ``figures: {...}``, holds them as JSON. Stops by
itself, also on Ctrl-C or an error, and checks that none of its processes is left running (exit status 1 if one
was, or a target was missed: p95 ≤ 250 ms, no error, no lost progress, memory per learner within MEMORY_CAP_MB).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import shutil
import signal
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))  # the tests' helpers package

import aiohttp
import psutil
from helpers import hub_browser
from helpers.hub import PASSWORD, running_hub
from helpers.hub_learner import Learner, LearnerError, Samples
from helpers.lab import CHROMIUM, CHROMIUM_ARGS
from helpers.processes import Watched, cpu_seconds, learners_memory

LESSON = REPO / "notebooks" / "01_which_tower.ipynb"
COMPUTER_CELL = "from kamisado_widget import KamisadoWidget\nKamisadoWidget(target=3, computer=\"gold\")"
P95_TARGET_MS = 250
LOGIN_TIMEOUT = 600  # seconds for one learner to log in, or to open the lesson: a safety net, it paces nothing
MEMORY_CAP_MB = 400
"""The documented cap of one learner's memory (their single-user server and kernel, RSS) after the solver has
worked: docs/classroom.md."""
# The hub starts every server at once and gives a slow machine time (the default start_timeout is 60 s). The kernels
# talk to their servers over Unix sockets (IPC), not TCP: each server picks its kernels' TCP ports alone, and two
# servers starting kernels at one moment can pick the same port (1 of 30 kernels failed so, "Address already in use",
# and its learner never saw a board; docs/classroom.md). A socket's path has at most 107 characters: the servers'
# runtime folders are short ones under the hub's folder (in a home under /home the default one is short enough).
HUB_CONFIG = """
c.JupyterHub.concurrent_spawn_limit = 0
c.Spawner.start_timeout = 600
c.Spawner.http_timeout = 600
c.Spawner.args = ["--allow-root", "--KernelManager.transport=ipc"]
c.Spawner.environment["JUPYTER_RUNTIME_DIR"] = lambda spawner: "{root}/rt/" + spawner.user.name
"""


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    k = (len(ordered) - 1) * p / 100
    lo, hi = int(k), min(int(k) + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def spread(values: list[float]) -> dict[str, float]:
    return {"n": len(values), "p50": percentile(values, 50), "p95": percentile(values, 95),
            "p99": percentile(values, 99), "max": max(values, default=float("nan"))}


def saved_solves(home: Path) -> int:
    """The exercises solved in a learner's saved progress."""
    path = home / ".local" / "share" / "kamisado-widget" / "progress.json"
    if not path.exists():
        return 0
    entries = json.loads(path.read_text()).get("exercises", {})
    return sum(1 for entry in entries.values() if isinstance(entry, dict) and entry.get("state") == "solved")


class Run:
    """One run of the class: the hub, the learners, the browsers and what they measured."""

    def __init__(self, hub: Any, users: list[str], browsers: int, seconds: float, seed: int, watched: Watched) -> None:
        self.hub, self.users, self.seconds, self.seed, self.watched = hub, users, seconds, seed, watched
        self.browser_users = users[:browsers]
        self.samples = Samples()
        self.figures: dict[str, Any] = {}
        self.servers_cpu = 0.0

    async def watch(self) -> None:
        while True:
            self.watched.look()
            await asyncio.sleep(2)

    async def one_learner(self, learner: Learner, start: float, everyone_in: asyncio.Event, until: list[float]) -> None:
        try:
            await asyncio.wait_for(learner.log_in(), LOGIN_TIMEOUT)
            await asyncio.wait_for(learner.open_lesson(LESSON, [COMPUTER_CELL]), LOGIN_TIMEOUT)
        except (LearnerError, asyncio.TimeoutError, OSError, aiohttp.ClientError, KeyError, ValueError) as error:
            self.samples.errors.append(f"{learner.user}: could not open the lesson ({error!r})")
            return
        self.samples.seen_board[learner.user] = time.monotonic() - start
        learner.everyone_in = everyone_in
        await learner.drive(lambda: until[0], computer_cell=len(learner.cells) - 1)

    async def one_browser(self, browser: Any, user: str, start: float, everyone_in: asyncio.Event,
                          until: list[float]) -> None:
        try:
            page = await asyncio.wait_for(hub_browser.open_lesson(browser, self.hub.url, user, LESSON.name),
                                          LOGIN_TIMEOUT)
        except Exception as error:  # noqa: BLE001 - counted as an error of the run
            self.samples.errors.append(f"{user} (browser): could not open the lesson ({type(error).__name__}: "
                                       f"{str(error).splitlines()[0] if str(error) else ''})")
            return
        self.samples.seen_board[user] = time.monotonic() - start
        await hub_browser.drive(page, user, lambda: until[0], self.samples, random.Random(f"{self.seed}-{user}"))

    async def main(self) -> None:
        main = asyncio.current_task()
        assert main is not None
        asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, main.cancel)  # stopped as Ctrl-C stops it
        watcher = asyncio.create_task(self.watch())
        start = time.monotonic()
        proxy = next((p.pid for p in psutil.Process(self.hub.process.pid).children()
                      if "configurable-http-proxy" in " ".join(p.cmdline())), None)
        hub_cpu0, proxy_cpu0 = cpu_seconds(self.hub.process.pid), cpu_seconds(proxy) if proxy else 0.0
        everyone_in, until = asyncio.Event(), [float("inf")]  # each learner clicks once they see their boards
        ws_users = self.users[len(self.browser_users):]
        learners = [Learner(self.hub.url, user, PASSWORD, self.samples, seed=self.seed * 1000 + i)
                    for i, user in enumerate(ws_users)]
        async with contextlib.AsyncExitStack() as stack:
            browser = None
            if self.browser_users:
                from playwright.async_api import async_playwright

                playwright = await stack.enter_async_context(async_playwright())
                browser = await playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
                stack.push_async_callback(browser.close)
                self.watched.roots.append(os.getpid())  # the browser and Playwright's driver are this process's
            for learner in learners:
                stack.push_async_callback(learner.close)
            tasks = [asyncio.create_task(self.one_learner(learner, start, everyone_in, until)) for learner in learners]
            tasks += [asyncio.create_task(self.one_browser(browser, user, start, everyone_in, until))
                      for user in self.browser_users]
            while len(self.samples.seen_board) + self._failed() < len(self.users):
                await asyncio.sleep(0.2)
            all_in = time.monotonic() - start
            hub_cpu1, proxy_cpu1 = cpu_seconds(self.hub.process.pid), cpu_seconds(proxy) if proxy else 0.0
            servers_cpu = sum(cpu_seconds(p.pid) for p in psutil.Process(self.hub.process.pid).children(recursive=True)
                              if p.pid != proxy)  # the users' servers and kernels
            psutil.cpu_percent()
            until[0] = time.monotonic() + self.seconds
            everyone_in.set()
            print(f"all {len(self.samples.seen_board)} learners see their boards after {all_in:.1f} s; "
                  f"clicking for {self.seconds:.0f} s", flush=True)
            await asyncio.gather(*tasks)
            machine_cpu = psutil.cpu_percent()
            driven = time.monotonic() - (until[0] - self.seconds)
            hub_cpu2, proxy_cpu2 = cpu_seconds(self.hub.process.pid), cpu_seconds(proxy) if proxy else 0.0
            self.watched.look()
            memory = learners_memory(self.hub.process.pid)
            watcher.cancel()
        lost = [f"{user}: {len(solved)} solved on the boards, {saved_solves(self.hub.homes[user])} saved"
                for user, solved in self.samples.solved.items() if saved_solves(self.hub.homes[user]) < len(solved)]
        self.servers_cpu = servers_cpu
        self.figures = self.report(all_in, driven, machine_cpu, memory, lost,
                                   login_cpu=(hub_cpu1 - hub_cpu0, proxy_cpu1 - proxy_cpu0),
                                   run_cpu=(hub_cpu2 - hub_cpu1, proxy_cpu2 - proxy_cpu1))

    def _failed(self) -> int:
        return sum(1 for e in self.samples.errors if "could not open the lesson" in e)

    def report(self, all_in: float, driven: float, machine_cpu: float, memory: dict[str, Any], lost: list[str],
               login_cpu: tuple[float, float], run_cpu: tuple[float, float]) -> dict[str, Any]:
        s = self.samples
        seen = sorted(s.seen_board.values())
        per_learner = [m.server_rss + m.kernel_rss for m in memory.values()]
        figures = {
            "learners": len(self.users), "browsers": len(self.browser_users), "seconds": self.seconds,
            "click_ms": spread(s.clicks), "click_after_login_ms": spread(s.clicks_after_login),
            "lesson_click_ms": spread(s.lesson_clicks),
            "browser_click_ms": spread(s.browser_clicks), "coach_ms": spread(s.coach),
            "errors": len(s.errors), "lost_progress": len(lost), "analyses_by_solver": s.by_solver,
            "solved": sum(len(v) for v in s.solved.values()),
            "login_s": {"all": all_in, "p50": percentile(seen, 50), "first": min(seen, default=float("nan")),
                        "servers_cpu_s": self.servers_cpu},
            "memory_mb": {
                "server_rss": statistics.mean(m.server_rss for m in memory.values()) if memory else float("nan"),
                "server_pss": statistics.mean(m.server_pss for m in memory.values()) if memory else float("nan"),
                "kernel_rss": statistics.mean(m.kernel_rss for m in memory.values()) if memory else float("nan"),
                "kernel_pss": statistics.mean(m.kernel_pss for m in memory.values()) if memory else float("nan"),
                "learner_rss_max": max(per_learner, default=float("nan")),
                "learners_measured": len(memory),
            },
            "hub_cpu_percent": {"login": 100 * login_cpu[0] / all_in, "clicking": 100 * run_cpu[0] / driven},
            "proxy_cpu_percent": {"login": 100 * login_cpu[1] / all_in, "clicking": 100 * run_cpu[1] / driven},
            "machine_cpu_percent": machine_cpu,
        }
        c, a, b, h = (figures[k] for k in ("click_ms", "click_after_login_ms", "browser_click_ms", "coach_ms"))
        mem = figures["memory_mb"]
        print(f"\nclick -> new view (all {c['n']} clicks): p50 {c['p50']:.0f} ms, p95 {c['p95']:.0f} ms, "
              f"p99 {c['p99']:.0f} ms, max {c['max']:.0f} ms")
        print(f"  once all had logged in ({a['n']}): p50 {a['p50']:.0f} ms, p95 {a['p95']:.0f} ms, p99 {a['p99']:.0f} ms")
        x = figures["lesson_click_ms"]
        print(f"  on the lesson's boards ({x['n']}, the exercises save progress): p50 {x['p50']:.0f} ms, "
              f"p95 {x['p95']:.0f} ms, p99 {x['p99']:.0f} ms")
        print(f"  the browsers' clicks to the view drawn ({b['n']}): p50 {b['p50']:.0f} ms, p95 {b['p95']:.0f} ms, "
              f"p99 {b['p99']:.0f} ms")
        print(f"Hint / Analyse -> answer ({h['n']}): p50 {h['p50']:.0f} ms, p95 {h['p95']:.0f} ms (the engine thinks up "
              f"to 1 s; {s.by_solver} analyses by the solver, past the opening book)")
        print(f"errors: {len(s.errors)}; lost progress: {len(lost)} (exercises solved on the boards: "
              f"{figures['solved']})")
        for line in (s.errors + lost)[:20]:
            print(f"  {line}")
        print(f"memory per learner (mean of {mem['learners_measured']}, after the run): server RSS "
              f"{mem['server_rss']:.0f} MB (PSS {mem['server_pss']:.0f}), kernel RSS {mem['kernel_rss']:.0f} MB "
              f"(PSS {mem['kernel_pss']:.0f}); largest learner {mem['learner_rss_max']:.0f} MB RSS "
              f"(cap {MEMORY_CAP_MB} MB)")
        print(f"hub CPU: {figures['hub_cpu_percent']['login']:.0f}% of a core while logging in, "
              f"{figures['hub_cpu_percent']['clicking']:.1f}% while clicking; proxy "
              f"{figures['proxy_cpu_percent']['login']:.0f}% / {figures['proxy_cpu_percent']['clicking']:.1f}%; "
              f"the machine {machine_cpu:.0f}% of its {psutil.cpu_count()} cores while clicking")
        print(f"time for all to log in and see their boards: {all_in:.1f} s (median learner "
              f"{figures['login_s']['p50']:.1f} s); the servers and kernels used {self.servers_cpu:.0f} CPU seconds "
              f"meanwhile ({self.servers_cpu / max(1, len(seen)):.1f} s per learner)")
        return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--learners", type=int, default=30)
    parser.add_argument("--seconds", type=float, default=180, help="how long the class clicks once all are in")
    parser.add_argument("--browsers", type=int, default=2, help="learners in real Chromium pages (of --learners)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if args.learners < 1 or args.seconds <= 0 or args.browsers < 0:
        parser.error("--learners is at least 1, --seconds more than 0, --browsers at least 0")
    load = os.getloadavg()
    print(f"load average at the start: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} ({psutil.cpu_count()} cores, "
          f"{psutil.virtual_memory().total / 2**30:.0f} GB); {args.learners} learners "
          f"({min(args.browsers, args.learners)} in Chromium), {args.seconds:.0f} s", flush=True)
    for stop in (signal.SIGINT, signal.SIGTERM):  # Ctrl-C, also when started in the background (where a shell
        signal.signal(stop, signal.default_int_handler)  # ignores it), and a kill: everything is shut down
    users = [f"learner{i + 1:02d}" for i in range(args.learners)]
    root = Path(tempfile.mkdtemp(prefix="kamisado-class-"))
    print(f"hub folder: {root}", flush=True)  # removed at the end (the slow test checks nothing of it runs on)
    watched = Watched()
    figures: dict[str, Any] = {}
    left: list[str] = []
    stopped = False
    try:
        with running_hub(root, users, LESSON, config=HUB_CONFIG.format(root=root), environment={"LANGUAGE": "en"}) as hub:
            watched.roots.append(hub.process.pid)
            run = Run(hub, users, min(args.browsers, args.learners), args.seconds, args.seed, watched)
            try:
                asyncio.run(run.main())
            finally:
                figures = run.figures
                watched.look()
    except KeyboardInterrupt:
        stopped = True  # Ctrl-C or a kill: the hub, its servers and the browser were stopped on the way out
    finally:
        left = watched.kill_left()
        if left or (figures.get("errors", 1) and not stopped):  # the hub's log (the servers write into it) is kept
            kept = Path(tempfile.gettempdir()) / f"{root.name}-jupyterhub.log"
            with contextlib.suppress(OSError):
                shutil.copy(root / "jupyterhub.log", kept)
                print(f"the hub's log is kept: {kept}")
        shutil.rmtree(root, ignore_errors=True)
        print(f"processes left running after the stop: {len(left)}" + "".join(f"\n  killed {line}" for line in left))
    if stopped:
        print("stopped before the end: no figures")
        return 130
    figures["left_running"] = len(left)
    figures["load_average_start"] = load
    figures["load_average_end"] = os.getloadavg()
    print("load average at the end: {:.2f} {:.2f} {:.2f}".format(*figures["load_average_end"]))
    print("figures: " + json.dumps(figures))
    met = (figures.get("click_ms", {}).get("p95", 1e9) <= P95_TARGET_MS and not figures.get("errors")
           and not figures.get("lost_progress") and not left
           and figures.get("memory_mb", {}).get("learner_rss_max", 1e9) <= MEMORY_CAP_MB)
    print("targets met" if met else "targets NOT met")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
