"""Debian's chromium, driven by Selenium through Debian's chromium-driver: the phone page in a real browser.

Nothing is downloaded: the browser and its driver are the system packages
scripts/setup.sh installs for the tests. The window is a phone held upright.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path
from typing import Any, Callable

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
PHONE = (412, 915)  # CSS pixels of a common phone, upright
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
)


def missing() -> str:
    """Why no browser test can run here, or "" when chromium and its driver are installed."""
    absent = [str(path) for path in (CHROMIUM, CHROMEDRIVER) if not path.exists()]
    return f"{', '.join(absent)} missing: run scripts/setup.sh test" if absent else ""


class Phone:
    """One headless chromium with its own fresh profile (so its own cookies): one phone at the table."""

    def __init__(self, size: tuple[int, int] = PHONE) -> None:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service

        self.profile = tempfile.mkdtemp(prefix="referee-phone-")
        options = webdriver.ChromeOptions()
        options.binary_location = str(CHROMIUM)
        for flag in FLAGS:
            options.add_argument(flag)
        options.add_argument(f"--user-data-dir={self.profile}")
        self.size = size
        options.add_argument(f"--window-size={size[0]},{size[1]}")
        self.driver = webdriver.Chrome(service=Service(str(CHROMEDRIVER)), options=options)
        self.driver.set_window_size(*size)

    def open(self, address: str) -> None:
        self.driver.get(address)

    def find(self, css: str) -> Any:
        from selenium.webdriver.common.by import By

        return self.driver.find_element(By.CSS_SELECTOR, css)

    def all(self, css: str) -> list[Any]:
        from selenium.webdriver.common.by import By

        return self.driver.find_elements(By.CSS_SELECTOR, css)

    def text(self, css: str) -> str:
        found = self.all(css)
        return found[0].text if found else ""

    def until(self, check: Callable[[], Any], what: str, timeout: float = 10.0) -> Any:
        from selenium.common.exceptions import StaleElementReferenceException, TimeoutException
        from selenium.webdriver.support.ui import WebDriverWait

        def attempt(_: Any) -> Any:
            try:
                return check()
            except StaleElementReferenceException:  # the page redrew meanwhile: look again
                return False

        try:
            return WebDriverWait(self.driver, timeout, poll_frequency=0.02).until(attempt)
        except TimeoutException:
            raise AssertionError(f"the page never showed {what}; it shows: {self.find('body').text[:600]!r}") from None

    def click(self, css: str) -> None:
        self.until(lambda: self.all(css) and self.all(css)[0].is_displayed(), f"a button {css}")
        self.find(css).click()

    def join(self, address: str, code: str, wants: str = "play") -> None:
        self.open(address)
        self.until(lambda: self.all("#code"), "the join page")
        field = self.find("#code")
        field.clear()
        field.send_keys(code)
        self.find(f"#{wants}").click()

    def save(self, path: Path) -> None:
        """A screenshot of the whole page as a phone shows it, scrolled all the way down."""
        path.parent.mkdir(parents=True, exist_ok=True)
        height = int(self.driver.execute_script("return document.documentElement.scrollHeight"))
        self.driver.set_window_size(self.size[0], max(self.size[1], height + 140))  # the window's frame is not page
        try:
            self.driver.save_screenshot(str(path))
        finally:
            self.driver.set_window_size(*self.size)

    def close(self) -> None:
        self.driver.quit()
        shutil.rmtree(self.profile, ignore_errors=True)
