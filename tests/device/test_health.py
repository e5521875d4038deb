"""Health: one log line per change, listeners told, STATUS= text in a fixed order."""

from __future__ import annotations

import logging

import pytest

from device.health import Health


def test_a_problem_is_logged_once_however_often_it_is_reported(caplog: pytest.LogCaptureFixture) -> None:
    health = Health()
    caplog.set_level(logging.WARNING, logger="table_referee.health")
    for _ in range(5):
        health.report("sound", "the device is missing")
    assert [record.getMessage() for record in caplog.records] == ["no sound: the device is missing"]
    health.report("sound", None)
    health.report("sound", None)
    assert caplog.records[-1].getMessage() == "sound is working again"
    assert len(caplog.records) == 2


def test_listeners_hear_each_change_and_status_names_every_problem() -> None:
    health = Health()
    changes: list[tuple[str, str | None]] = []
    health.subscribe(lambda part, problem: changes.append((part, problem)))
    health.report("voice", "espeak-ng data is missing")
    health.report("sound", "Host is down")
    health.report("sound", "Host is down")
    assert changes == [("voice", "espeak-ng data is missing"), ("sound", "Host is down")]
    assert health.status_text() == "no sound: Host is down; no voice: espeak-ng data is missing"
    assert not health.well
    health.report("sound", None)
    health.report("voice", None)
    assert health.well and health.status_text() == ""
