"""The package build's own step: compile the message catalogues (.po) into the .mo files gettext reads.

Hatchling runs this hook for every build (wheel, sdist, editable install); it runs scripts/catalogue.py's
``compile`` with Babel (a build requirement), so the compiled catalogues are never committed.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class CatalogueBuildHook(BuildHookInterface):  # type: ignore[type-arg]
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        tool = Path(self.root) / "scripts" / "catalogue.py"
        spec = importlib.util.spec_from_file_location("kamisado_catalogue_tool", tool)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        module.compile_all()
        build_data.setdefault("artifacts", []).append("kamisado_widget/locale/*/LC_MESSAGES/*.mo")
