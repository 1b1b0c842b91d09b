#!/usr/bin/env bash
# Makes the demo media of the reference server and writes it under apps/server/media (the outputs are committed):
#   hls/demo/index.m3u8 + seg-N.ts  a 12 s H.264/AAC test video as HLS, AES-128 encrypted, 2 s segments
#   keys/demo.key                   its 16-byte key (never served as a file; only through GetKey)
#   pdf/demo.pdf, pdf/protected.pdf a 6-page lesson PDF, and the same encrypted (user password quest123)
#   docs/report-manual.pdf, docs/sample-report.pdf
#   images/*.svg                    content-type, quest, product, plan, banner and avatar images
#
# Run from anywhere: bash apps/server/scripts/make-media.sh
# Needs Debian's ffmpeg and qpdf (installed here with apt-get when running as root) and a Chromium
# (scripts/browser-path.mjs finds it; `npm run browser` installs Debian's) for the PDFs.
# Re-running gives the same files and keeps the key.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
server="$(cd "$here/.." && pwd)"
repo="$(cd "$server/../.." && pwd)"
media="$server/media"

missing=()
command -v ffmpeg >/dev/null 2>&1 || missing+=(ffmpeg)
command -v qpdf >/dev/null 2>&1 || missing+=(qpdf)
if ((${#missing[@]} > 0)); then
  if [ "$(id -u)" = "0" ]; then
    echo "Installing ${missing[*]} with apt-get"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
  else
    echo "make-media needs: ${missing[*]}. Install them with:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
    exit 1
  fi
fi

mkdir -p "$media/hls/demo" "$media/keys" "$media/pdf" "$media/docs" "$media/images"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# --- HLS with AES-128 -------------------------------------------------------------------------------------
key="$media/keys/demo.key"
if [ ! -s "$key" ]; then
  head -c 16 /dev/urandom >"$key"
  echo "Made a new video key: $key"
fi
if [ "$(wc -c <"$key")" -ne 16 ]; then
  echo "$key must hold exactly 16 bytes" >&2
  exit 1
fi
# Key info: the URI written into the playlist (the server rewrites ContentCode per content), then the key file.
# No IV line: each segment's IV is its media sequence number, so the output does not change between runs.
printf '%s\n%s\n' '/QuestContent/GetKey?ContentCode=demo' "$key" >"$work/key.info"

rm -f "$media/hls/demo/"*.ts "$media/hls/demo/index.m3u8"
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i 'testsrc2=size=640x360:rate=25:duration=12' \
  -f lavfi -i 'sine=frequency=440:beep_factor=2:sample_rate=44100:duration=12' \
  -map 0:v -map 1:a \
  -c:v libx264 -profile:v main -level 3.0 -pix_fmt yuv420p -preset veryfast \
  -b:v 180k -maxrate 220k -bufsize 440k -g 50 -keyint_min 50 -sc_threshold 0 -x264-params threads=1 \
  -c:a aac -b:a 48k -ac 1 \
  -threads 1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact -map_metadata -1 \
  -f hls -hls_time 2 -hls_playlist_type vod -hls_list_size 0 \
  -hls_key_info_file "$work/key.info" \
  -hls_segment_filename "$media/hls/demo/seg-%d.ts" \
  "$media/hls/demo/index.m3u8"
echo "HLS: $(grep -c '^seg-' "$media/hls/demo/index.m3u8") segments in $media/hls/demo"

# --- PDFs and images --------------------------------------------------------------------------------------
(cd "$repo" && TZ=UTC node_modules/.bin/tsx "$here/make-docs.ts" "$media")

# The protected PDF: user password quest123 (documented in the README), AES-256. Encryption salts are random,
# so it is remade only when demo.pdf changed (make-docs.ts leaves an unchanged file untouched) or it is unreadable.
protected="$media/pdf/protected.pdf"
if [ ! -s "$protected" ] || [ "$media/pdf/demo.pdf" -nt "$protected" ] ||
  ! qpdf --password=quest123 --check "$protected" >/dev/null 2>&1; then
  rm -f "$protected"
  qpdf --encrypt quest123 owner-secret 256 -- "$media/pdf/demo.pdf" "$protected"
fi
# qpdf --requires-password exits 0 when the file needs a password.
if ! qpdf --requires-password "$protected"; then
  echo "protected.pdf does not require a password" >&2
  exit 1
fi

echo "Media written to $media ($(du -sh "$media" | cut -f1))"
