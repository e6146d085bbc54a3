import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium")


@app.cell
def _():
    import marimo as mo

    from kamisado_widget import KamisadoWidget

    return KamisadoWidget, mo


@app.cell
def _(mo):
    mo.md("""
    # A Kamisado match in marimo

    Play a Standard match (first to 3 points) by clicking the board: click one of your towers,
    then one of the squares it may go to, or let the computer play one side. The cell below the
    board reads the board's value and runs again by itself after every move.
    """)
    return


@app.cell
def _(KamisadoWidget, mo):
    # The new-match form and the editor are hidden, so that the board and its controls fit into
    # the output box of `marimo edit` (at most 610 px high); run this cell again for a new match.
    board = mo.ui.anywidget(KamisadoWidget(target=3, controls={"match": False, "computer": True}))
    board  # noqa: B018 - the cell's output: the board
    return (board,)


@app.cell
def _(board, mo):
    # `board.value["view"]` is the board's synced view (docs/widget-protocol.md); this cell runs
    # again whenever the board's value changes, e.g. after a move made by clicks.
    view = board.value["view"]
    scores, names = view["scoreboard"]["scores"], view["scoreboard"]["names"]
    moves = " ".join(view["moves"]) or "none yet"
    mo.md(
        f"""
        **Score:** {names["black"]} {scores["black"]} – {scores["gold"]} {names["gold"]}
        (round {view["scoreboard"]["round"]}, first to {view["scoreboard"]["target"]})

        **Moves this round:** {moves}

        **Position:** `{view["position_text"]}`
        """
    )
    return


if __name__ == "__main__":
    app.run()
