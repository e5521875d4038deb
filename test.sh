#!/usr/bin/env bash
# Set up what is missing, then run the whole test suite. Arguments go to pytest.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
bash "$here/scripts/setup.sh" test
cd "$here"
exec "$here/.venv/bin/python" -m pytest "$@"
