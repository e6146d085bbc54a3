"""Make js/fonts/kamisado-characters.woff2: the eight colour characters of the colour-blind view (B5).

Many Jupyter machines (Docker images, minimal Linux installs) have no CJK font, and the
characters would show as empty boxes. The front-end therefore embeds a subset of Noto Sans CJK JP
Bold (SIL Open Font License 1.1, see js/fonts/OFL.txt) holding only these eight glyphs.

Run once, when the characters change (needs `pip install fonttools brotli` and the font, e.g.
from Debian's fonts-noto-cjk package):

    python scripts/subset_characters_font.py /usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc
"""

import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection

CHARACTERS = "茶緑赤黄桃紫青橙"  # Brown Green Red Yellow Pink Purple Blue Orange (B1, B5)
OUT = Path(__file__).parents[1] / "js" / "fonts" / "kamisado-characters.woff2"


def main(source: str) -> None:
    font = TTCollection(source).fonts[0]  # Noto Sans CJK JP: the Japanese forms, e.g. 緑
    options = subset.Options()
    options.flavor = "woff2"
    options.layout_features = []
    options.name_IDs = ["*"]
    options.notdef_outline = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=CHARACTERS)
    subsetter.subset(font)
    font.flavor = "woff2"
    font.save(OUT)
    print(f"{OUT}: {OUT.stat().st_size} bytes")


if __name__ == "__main__":
    main(sys.argv[1])
