"""The processes a benchmark started, watched with psutil (no pytest in here): every one seen under its roots while it
runs (the hub, its proxy, the users' servers and their kernels; the browser), each learner's memory, and whatever is
still running once everything was stopped."""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass

import psutil

MB = 1024 * 1024


class Watched:
    """Every process seen under ``roots`` (pids) by :meth:`look`; :meth:`left` names those still running."""

    def __init__(self, *roots: int) -> None:
        self.roots = list(roots)
        self.seen: dict[int, psutil.Process] = {}

    def look(self) -> None:
        for root in self.roots:
            with contextlib.suppress(psutil.Error):
                top = psutil.Process(root)
                mine = [] if root == os.getpid() else [top]  # of this process, only what it started
                for process in [*mine, *top.children(recursive=True)]:
                    self.seen.setdefault(process.pid, process)

    def left(self) -> list[psutil.Process]:
        """The processes seen that still run (the same process: psutil checks its start time, so a reused pid is
        not taken for it); zombies, which have ended, are not counted."""
        alive = []
        for process in self.seen.values():
            with contextlib.suppress(psutil.Error):
                if process.is_running() and process.status() != psutil.STATUS_ZOMBIE:
                    alive.append(process)
        return alive

    def kill_left(self) -> list[str]:
        """Kill what is left; returns a line for each (pid and command)."""
        named = []
        for process in self.left():
            with contextlib.suppress(psutil.Error):
                named.append(f"{process.pid} {' '.join(process.cmdline())[:120]}")
                process.kill()
        return named


@dataclass
class Memory:
    """One learner's processes' memory, in MB: resident (RSS) and proportional (PSS: shared pages split among the
    processes sharing them, so the class's PSS adds up to what the machine gives it)."""

    server_rss: float
    server_pss: float
    kernel_rss: float
    kernel_pss: float


def learners_memory(hub_pid: int) -> dict[str, Memory]:
    """Each hub user's single-user server and kernels under the hub's process ``hub_pid``, by user name."""
    found: dict[str, Memory] = {}
    with contextlib.suppress(psutil.Error):
        hub = psutil.Process(hub_pid)
        for server in hub.children(recursive=True):
            with contextlib.suppress(psutil.Error):
                if not any("jupyterhub.singleuser" in part for part in server.cmdline()):
                    continue
                user = server.environ().get("JUPYTERHUB_USER", f"pid {server.pid}")
                own = server.memory_full_info()
                kernels = [k.memory_full_info() for k in server.children(recursive=True)
                           if any("ipykernel" in part for part in k.cmdline())]
                found[user] = Memory(own.rss / MB, own.pss / MB, sum(k.rss for k in kernels) / MB,
                                     sum(k.pss for k in kernels) / MB)
    return found


def cpu_seconds(pid: int) -> float:
    """User and system CPU seconds of a process so far (0 once it has gone)."""
    with contextlib.suppress(psutil.Error):
        times = psutil.Process(pid).cpu_times()
        return times.user + times.system
    return 0.0
