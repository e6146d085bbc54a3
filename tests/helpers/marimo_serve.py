"""``python marimo_serve.py ARGS``: marimo's command line (``marimo ARGS``), printing :data:`LISTENING` once its server
listens. marimo prints its URL before its web server (uvicorn) binds the port, and keeps uvicorn's own "running
on" line quiet, so the browser tests wait for this line instead of asking the port again and again."""

from __future__ import annotations

LISTENING = "marimo_serve: listening"


def _say_when_listening() -> None:
    import uvicorn.server

    startup = uvicorn.server.Server.startup

    async def startup_then_say(self: uvicorn.server.Server, sockets: object = None) -> None:
        await startup(self, sockets)  # type: ignore[arg-type]
        if self.started:  # uvicorn sets it once its sockets listen
            print(LISTENING, flush=True)

    uvicorn.server.Server.startup = startup_then_say  # type: ignore[method-assign]


if __name__ == "__main__":
    from marimo._cli.cli import main

    _say_when_listening()
    main(prog_name="marimo")
