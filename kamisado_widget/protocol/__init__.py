"""The page protocol: what Python sends to the page and what the page may send back (layer 3 of 5).

It turns a board session (:mod:`kamisado_widget.session`) into the synced data the front end draws, and
the page's messages (intents) into session actions. docs/widget-protocol.md describes every field.

- ``view``: the session's view (the position, targets, status, message, scoreboard, ...) and the ``board_layout``
  trait (the layout's squares and paint, ``board_layout_view``).
- ``schema``: the synced traits' shapes as TypedDicts (``View``, ``SessionView``, ``BoardLayout``, ``History``), checked
  against the documentation and real values.
- ``history``: the ``history`` trait (the move list) and the view's ``replay`` entry.
- ``page_words``: the ``words`` trait: every label, button, tooltip and ARIA label the page shows, by key, in the board's language.
- ``intents``: the schema of every intent from the page; anything else is refused with a reason.
- ``dispatch``: carries out a checked intent on a board session (a stale one is refused).
- ``motion``: what the page animates and for how long (``motion.json`` is shared with ``js/animate.js``).
- ``ready``: the hello the page sends when it has drawn a view and the kernel's answer (the board takes clicks then).
"""
