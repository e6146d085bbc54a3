"""Voilà's settings for the tutorials' server (scripts/tutorials.sh puts this folder on JUPYTER_CONFIG_PATH and
../share on JUPYTER_PATH; the browser tests' servers do the same): a lesson app asks no host but the server.

- the ``kamisado`` template (../share/voila/templates/kamisado): Voilà's lab template without its links to Font
  Awesome on a public CDN (the page's own bundle holds Font Awesome);
- MathJax from JupyterLab's own bundle instead of cdnjs (``voila_page_config``);
- no cells tagged ``notebook-only`` ("run the next cell", printed values: they make sense only where the learner
  runs code; ``voila_hook``).
"""

from kamisado_widget.teaching.course.voila_page import voila_hook, voila_page_config

c = get_config()  # noqa: F821 - defined by traitlets when it loads this file
c.VoilaConfiguration.template = "kamisado"
c.VoilaConfiguration.page_config_hook = voila_page_config
c.VoilaConfiguration.prelaunch_hook = voila_hook
