#!/usr/bin/env python3
"""The gallery in a real browser, opened from disk (file://) as a reader opens it: the built
`openautolayout gallery` writes the examples and the Interface Builder fixtures into a temporary
folder; headless Chromium opens its index.html and checks that every thumbnail loaded (a
picture with a natural size), that clicking the margins example's thumbnail opens its page,
that pointing at the orange view in the large picture shows its name, class and frame
(orange (UIView) frame (50, 70, 275, 547), the numbers of the article on margins), and that
clicking it shows the explanation of its frame, as `openautolayout explain` writes it. A
storyboard's thumbnail opens a page whose views answer the pointer too.

Usage: python3 Tools/browser/gallery_test.py
  OPENAUTOLAYOUT_BIN  the tool (default .build/debug/openautolayout; build it first)
  GALLERY_SCREENSHOTS a folder to save the index's and a detail page's screenshots into (optional)
Needs chromium and chromium-driver (Debian) and selenium (pip); Tools/setup-tests.sh installs them.
"""
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

ROOT = pathlib.Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "Tests" / "LayoutSpecTests" / "Fixtures" / "InterfaceBuilder"
EXAMPLE = "margins-subview-fills-superview-margins"
HOVER = "orange (UIView) frame (50, 70, 275, 547)"


def browser():
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1400,1300"]:
        options.add_argument(argument)
    chromium = shutil.which("chromium")
    if chromium:
        options.binary_location = chromium
    return webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=options)


def make_gallery(binary, folder):
    # Paths relative to the repository, as the pages show them.
    run = subprocess.run([binary, "gallery", "-o", str(folder), "Examples", str(FIXTURES.relative_to(ROOT)),
                          "--devices", "iPhone8,iPhoneX"], cwd=ROOT, capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"gallery failed ({run.returncode}): {run.stderr}")
    print(f"ok: {run.stdout.strip()}")


def check_thumbnails(driver):
    """Every thumbnail of the index is a loaded picture."""
    images = driver.find_elements(By.CSS_SELECTOR, "figure.thumbnail img")
    if len(images) < 50:
        sys.exit(f"the index shows {len(images)} thumbnails, expected the examples' and the documents' (50 or more)")
    WebDriverWait(driver, 20).until(lambda d: all(image.get_property("complete") for image in images))
    empty = [image.get_attribute("src") for image in images if image.get_property("naturalWidth") == 0
             or image.get_property("naturalHeight") == 0]
    if empty:
        sys.exit(f"{len(empty)} thumbnails did not load, e.g. {empty[:3]}")
    headings = [heading.text for heading in driver.find_elements(By.CSS_SELECTOR, "h2")]
    for expected in ["Margins", "Safe area", "Extended layout", "Profile.storyboard"]:
        if expected not in headings:
            sys.exit(f"the index has no group {expected!r}; its groups: {headings}")
    print(f"ok: {len(images)} thumbnails loaded, in {len(headings)} groups")


def hover_and_explain(driver, name, expected_hover, expected_explanation):
    """Points at the view called `name` in the large picture, then clicks it."""
    view = driver.find_element(By.CSS_SELECTOR, f'#picture g[data-name="{name}"] > rect')
    ActionChains(driver).move_to_element(view).perform()
    hover = driver.find_element(By.ID, "hover")
    WebDriverWait(driver, 10).until(lambda d: hover.text == expected_hover)
    print(f"ok: pointing at {name} shows {hover.text!r}")
    # Clicks where the pointer is: on whatever the view draws there (an image's glyph, a label's text).
    ActionChains(driver).click().perform()
    explanation = driver.find_element(By.ID, "explanation")
    WebDriverWait(driver, 10).until(lambda d: explanation.text.startswith(expected_explanation))
    first = explanation.text.splitlines()
    print(f"ok: clicking {name} explains it: {first[0]!r} … {len(first)} lines")
    return explanation.text


def main():
    binary = os.environ.get("OPENAUTOLAYOUT_BIN", str(ROOT / ".build" / "debug" / "openautolayout"))
    if not os.access(binary, os.X_OK):
        sys.exit(f"no tool at {binary}: run `swift build` first (or set OPENAUTOLAYOUT_BIN)")
    screenshots = os.environ.get("GALLERY_SCREENSHOTS")
    with tempfile.TemporaryDirectory() as folder:
        output = pathlib.Path(folder) / "gallery"
        make_gallery(binary, output)
        driver = browser()
        try:
            driver.get((output / "index.html").as_uri())
            check_thumbnails(driver)
            if screenshots:
                driver.save_screenshot(os.path.join(screenshots, "gallery-index.png"))

            driver.find_element(By.CSS_SELECTOR, f'figure.thumbnail a.open[href="{EXAMPLE}.html"]').click()
            WebDriverWait(driver, 20).until(
                lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-state") == "ready")
            if not driver.current_url.endswith(f"/{EXAMPLE}.html"):
                sys.exit(f"the thumbnail opened {driver.current_url}")
            print(f"ok: the thumbnail opens {EXAMPLE}.html")
            text = hover_and_explain(driver, "orange", HOVER, "orange (UIView) in blue\n  frame (50, 70, 275, 547)")
            if "x = 50, determined by:\n  orange.left == blue.leftMargin" not in text:
                sys.exit(f"the explanation does not give x's constraint:\n{text}")
            row = driver.find_element(By.CSS_SELECTOR, '#frames tr[data-view="orange"]')
            if "selected" not in row.get_attribute("class").split():
                sys.exit("the explained view's row of the frame table is not marked")
            if screenshots:
                driver.save_screenshot(os.path.join(screenshots, "gallery-detail.png"))

            driver.find_element(By.ID, "back").click()
            driver.find_element(By.CSS_SELECTOR, 'figure.thumbnail a.open[href="Profile-storyboard-Prf-Vc-001.html"]').click()
            WebDriverWait(driver, 20).until(
                lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-state") == "ready")
            hover_and_explain(driver, "Avt-Img-001", "Avt-Img-001 (UIImageView) frame (16, 84, 343, 196)",
                              "Avt-Img-001 (UIImageView) in Prf-Root-01")
            variants = [link.text for link in driver.find_elements(By.CSS_SELECTOR, ".variants a")]
            if variants != ["iPhoneX · portrait"]:
                sys.exit(f"the storyboard's page links to {variants}, expected its iPhone X page")
            print("ok: the storyboard's page links to its other device")
        finally:
            driver.quit()
    print("gallery browser test passed")


if __name__ == "__main__":
    main()
