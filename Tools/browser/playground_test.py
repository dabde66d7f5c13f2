#!/usr/bin/env python3
"""The playground in a real browser: headless Chromium opens the page served by the built
`openautolayout serve`, picks the extended-layout table example, sets iOS 10, switches the navigation bar
from translucent to opaque, and checks the table view's frame and contentInset in the page's
table against the article: (0, 0, 375, 667) with contentInset.top 64 under a translucent bar,
(0, 64, 375, 603) with 0 under an opaque one. Then it saves a screenshot, and checks the rest
of the page: clicking a view explains it, predict mode asks before it shows, a bad value's
message appears in the page, and a spec opened from a file lays out and takes constraint edits.

Usage: python3 Tools/browser/playground_test.py
  OPENAUTOLAYOUT_BIN   the tool to serve with (default .build/debug/openautolayout; build it first)
  PLAYGROUND_SCREENSHOT  where to save the PNG (default: a file in the temporary directory)
Needs chromium and chromium-driver (Debian) and selenium (pip); Tools/setup-tests.sh installs them.
"""
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLE = "extended-layout-table-translucent-bar"


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_server(binary, port):
    server = subprocess.Popen([binary, "serve", "--port", str(port)], cwd=ROOT,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    deadline = time.time() + 30
    while time.time() < deadline:
        if server.poll() is not None:
            sys.exit(f"the server stopped: {server.stdout.read()}")
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/examples", timeout=2):
                return server
        except OSError:
            time.sleep(0.2)
    server.terminate()
    sys.exit("the server did not answer within 30 s")


def browser():
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1600,1000"]:
        options.add_argument(argument)
    chromium = shutil.which("chromium")
    if chromium:
        options.binary_location = chromium
    return webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=options)


def cell(driver, view, column):
    """The text of a cell of the frame table, or None while the table is being replaced."""
    try:
        cells = driver.find_elements(By.CSS_SELECTOR, f'#frames tr[data-view="{view}"] td.{column}')
        return cells[0].text if cells else None
    except StaleElementReferenceException:
        return None


def wait_for_table(driver, frame, inset, what):
    """Waits until the page's row for the table view shows `frame` and `inset`."""
    try:
        WebDriverWait(driver, 20).until(
            lambda d: cell(d, "table", "frame") == frame and cell(d, "table", "content-inset") == inset)
    except Exception:
        error = driver.find_element(By.ID, "error")
        sys.exit(f"{what}: expected table frame {frame} and contentInset {inset}; the page shows frame "
                 f"{cell(driver, 'table', 'frame')}, contentInset {cell(driver, 'table', 'content-inset')}"
                 + (f", error: {error.text}" if error.is_displayed() else ""))
    print(f"ok: {what}: table frame {frame}, contentInset {inset}")


def choose(driver, selector, value):
    Select(driver.find_element(By.CSS_SELECTOR, selector)).select_by_value(value)


def check_explanation_and_prediction(driver):
    """Clicking the table view in the picture explains it; in predict mode a toggle asks where
    the table goes before showing it, then scores the answer."""
    driver.find_element(By.CSS_SELECTOR, '#picture [data-name="table"]').click()
    WebDriverWait(driver, 20).until(
        lambda d: d.find_element(By.ID, "explanation").text.startswith("table (UITableView)"))
    print("ok: clicking the table view explains it")

    driver.find_element(By.ID, "predict").click()
    choose(driver, "#nav-translucent", "1")
    WebDriverWait(driver, 20).until(lambda d: d.find_element(By.ID, "prediction").is_displayed())
    if cell(driver, "table", "frame") != "(0, 64, 375, 603)":
        sys.exit("predict mode showed the new frame before the answer")
    answer = driver.find_element(By.CSS_SELECTOR, '#prediction input[data-field="y"]')
    answer.clear()
    answer.send_keys("0")
    inset = driver.find_element(By.CSS_SELECTOR, '#prediction input[data-field="contentInset.top"]')
    inset.clear()
    inset.send_keys("64")
    height = driver.find_element(By.CSS_SELECTOR, '#prediction input[data-field="height"]')
    height.clear()
    height.send_keys("667")
    driver.find_element(By.CSS_SELECTOR, "#prediction button").click()
    wait_for_table(driver, "(0, 0, 375, 667)", "{64, 0, 0, 0}", "predict mode, revealed")
    verdict = driver.find_element(By.ID, "prediction").text
    if not verdict.startswith("Right!"):
        sys.exit(f"a right prediction was scored as: {verdict}")
    print(f"ok: predict mode: {verdict}")


def check_error_message(driver, port):
    """A URL with an impossible value shows the server's message in the page; fixing the value
    clears it."""
    driver.get(f"http://127.0.0.1:{port}/?example={EXAMPLE}&ios=NaN")
    error = driver.find_element(By.ID, "error")
    WebDriverWait(driver, 20).until(lambda d: error.is_displayed())
    if error.text != "'ios' must be a finite number, not 'NaN'":
        sys.exit(f"unexpected error message: {error.text!r}")
    choose(driver, "#ios", "11")
    WebDriverWait(driver, 20).until(lambda d: not error.is_displayed())
    print(f"ok: a bad value is explained in the page ({error.get_attribute('textContent')}) and cleared once fixed")


OWN_SPEC = """name: own spec
controller:
  name: main
  view:
    subviews:
      - {name: box, color: red}
constraints:
  - box.top == safeArea.top + 10
  - box.leading == superview.leading + 20
  - box.size == 100
"""


def check_own_spec_and_constraint_edit(driver):
    """A spec opened from a file is laid out; editing a constraint's constant moves the view."""
    with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as file:
        file.write(OWN_SPEC)
    try:
        driver.find_element(By.ID, "spec-file").send_keys(file.name)
        WebDriverWait(driver, 20, ignored_exceptions=[StaleElementReferenceException]).until(
            lambda d: cell(d, "box", "frame") is not None)
    finally:
        os.unlink(file.name)
    before = cell(driver, "box", "frame")
    constant = driver.find_element(By.CSS_SELECTOR, '#constraints tr[data-constraint="0"] input[type=number]')
    constant.send_keys(Keys.CONTROL, "a")
    constant.send_keys("30", Keys.TAB)
    WebDriverWait(driver, 20).until(lambda d: cell(d, "box", "frame") == "(20, 50, 100, 100)")
    if "c.0.constant=30" not in driver.current_url or "spec=" not in driver.current_url:
        sys.exit(f"the URL does not carry the opened spec and the edit: {driver.current_url}")
    print(f"ok: an opened spec lays out, box {before}; constant 30 moves it to (20, 50, 100, 100)")


def main():
    binary = os.environ.get("OPENAUTOLAYOUT_BIN", os.path.join(ROOT, ".build", "debug", "openautolayout"))
    if not os.access(binary, os.X_OK):
        sys.exit(f"no tool at {binary}: run `swift build` first (or set OPENAUTOLAYOUT_BIN)")
    screenshot = os.environ.get("PLAYGROUND_SCREENSHOT",
                                os.path.join(tempfile.gettempdir(), "openautolayout-playground.png"))
    port = free_port()
    server = start_server(binary, port)
    driver = None
    try:
        driver = browser()
        driver.get(f"http://127.0.0.1:{port}/")
        WebDriverWait(driver, 20).until(lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-state") == "ready")
        choose(driver, "#example", EXAMPLE)
        choose(driver, "#ios", "10")
        choose(driver, "#nav-translucent", "1")
        wait_for_table(driver, "(0, 0, 375, 667)", "{64, 0, 0, 0}", "translucent bar, iOS 10")

        choose(driver, "#nav-translucent", "0")
        wait_for_table(driver, "(0, 64, 375, 603)", "{0, 0, 0, 0}", "opaque bar, iOS 10")
        change = cell(driver, "table", "delta")
        expected_change = "y +64, height -64, contentInset {-64, 0, 0, 0}"
        if change != expected_change:
            sys.exit(f"the change column says {change!r}, expected {expected_change!r}")
        row = driver.find_element(By.CSS_SELECTOR, '#frames tr[data-view="table"]')
        if "changed" not in row.get_attribute("class").split():
            sys.exit("the table view's row is not highlighted as changed")
        if not driver.find_elements(By.CSS_SELECTOR, '#picture rect.moved-mark'):
            sys.exit("the table view is not outlined as moved in the picture")
        print(f"ok: the change is highlighted: {change}")
        url = driver.current_url
        if f"example={EXAMPLE}" not in url or "nav.translucent=0" not in url or "ios=10" not in url:
            sys.exit(f"the page's URL does not carry the state: {url}")
        print(f"ok: the URL carries the state: {url}")

        driver.save_screenshot(screenshot)
        print(f"screenshot: {screenshot}")
        check_explanation_and_prediction(driver)
        check_error_message(driver, port)
        check_own_spec_and_constraint_edit(driver)
    finally:
        if driver:
            driver.quit()
        server.terminate()
        server.wait(timeout=10)
    print("browser test passed")


if __name__ == "__main__":
    main()
