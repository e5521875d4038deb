#!/usr/bin/env bash
# Set up what is missing, then start the referee. Arguments go to `referee`,
# e.g. ./run.sh play rapid-list --mute
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
bash "$here/scripts/setup.sh" run
exec "$here/.venv/bin/referee" "$@"
