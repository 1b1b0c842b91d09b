#!/usr/bin/env bash
# Regenerates packages/design-system/src/theme/hindi-name.woff2: Noto Sans Medium's Devanagari cut down to the
# glyphs of the language switch's "हिन्दी" (ADR 0146), so an English page that shows only that word does not fetch the
# whole Devanagari subset. Needs fontTools and Brotli (Debian: apt-get install python3-fonttools python3-brotli).
# Run it when localeNames.hi (design-system i18n/locale.ts) changes, then update hindi-name.css's unicode-range.
set -euo pipefail
cd "$(dirname "$0")/../.."
/usr/bin/python3 -m fontTools.subset \
  node_modules/@fontsource/noto-sans/files/noto-sans-devanagari-500-normal.woff2 \
  --text="हिन्दी" --layout-features='*' --flavor=woff2 \
  --output-file=packages/design-system/src/theme/hindi-name.woff2
