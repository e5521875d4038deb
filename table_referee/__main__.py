"""`python -m table_referee ...` is the same as `referee ...`."""

import sys

from device.app.cli import main

sys.exit(main())
