"""The web console (``/memory/ui``) in a real browser: Debian's headless Chromium driven by Playwright.

One ``langgraph dev`` for the module, started like ``make dev`` (the repository's langgraph.json,
the REST app and its console, the offline model and embeddings) on the default path: no
``ZEUSMEM_DATABASE_URL`` (its own embedded PostgreSQL) and no ``ZEUSMEM_JWT_SECRET``. Tokens come
from ``zeusmem token``, exactly as a user gets them: the server and the CLI share the local secret
file beside the data dir. The sign-in link that ``make dev`` prints is checked on the session's
``make dev``. Covered: sign-in (agent keys cannot),
chat that remembers and streams, forgetting with a page reload while the approval is pending,
editing (version 2 and history) and the gate's refusal, another user seeing nothing, CSRF, and
memory text that stays text (``<img onerror>``, ``<script>``, markdown links).

``ZEUSMEM_UPDATE_SCREENSHOTS=1`` also writes the screenshot shown in the README (docs/console.png).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from dev_server import dev_config, langgraph_dev, offline_env
from playwright.sync_api import Browser, BrowserContext, Page, expect, sync_playwright

from zeusmem.storage.embedded import release_server, stop_server

REPO = Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
AGENT_KEY = "agent-key-alice-console-0123"
XSS = '<img src=x onerror=alert(1)> [click me](javascript:alert(2)) <script>alert(3)</script>'
UI = "/memory/ui"


@pytest.fixture(scope="module")
def server() -> Iterator[dict[str, Any]]:
    # the default path: no ZEUSMEM_DATABASE_URL (the embedded server of its own data dir, outside pytest's
    # mode-700 tmp so the server's own user reaches it) and no ZEUSMEM_JWT_SECRET (the local secret file)
    root = Path(tempfile.mkdtemp(prefix="zeusmem-console-", dir="/tmp"))
    data_dir = root / "pgdata"
    env = offline_env(None, ZEUSMEM_DATA_DIR=str(data_dir), ZEUSMEM_AGENT_KEYS=f"{AGENT_KEY}=alice")
    env.pop("ZEUSMEM_JWT_SECRET", None)
    log = root / "langgraph-dev.log"
    try:
        with langgraph_dev(cwd=root, env=env, log=log, config=dev_config(root, REPO)) as url:
            yield {"url": url, "env": env, "tmp": root, "log": log, "data_dir": data_dir}
    finally:
        release_server(data_dir)
        stop_server(data_dir)
        shutil.rmtree(root, ignore_errors=True)


def zeusmem_cli(server: dict[str, Any], *args: str) -> str:
    done = subprocess.run(
        [str(Path(sys.executable).parent / "zeusmem"), *args],
        env=server["env"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


@pytest.fixture(scope="module")
def link(server: dict[str, Any]) -> Any:
    cache: dict[str, str] = {}

    def get(user: str) -> str:
        if user not in cache:
            cache[user] = zeusmem_cli(server, "token", "--user", user, "--link", server["url"])
        return cache[user]

    return get


def token_of(link_url: str) -> str:
    return link_url.split("#token=", 1)[1]


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    assert Path(CHROMIUM).exists(), "Debian's chromium is missing: make system-deps (apt-get install chromium)"
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        yield b
        b.close()


class Session:
    """A browser context signed in as one user; every JavaScript dialog is recorded (none should open)."""

    def __init__(self, browser: Browser, server: dict[str, Any], link_url: str) -> None:
        self.url = server["url"]
        self.context: BrowserContext = browser.new_context(viewport={"width": 1280, "height": 900})
        self.dialogs: list[str] = []
        self.errors: list[str] = []
        self.context.on("dialog", self._dialog)
        self.page: Page = self.context.new_page()
        self.page.set_default_timeout(20_000)
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.goto(link_url)
        expect(self.page.get_by_test_id("whoami")).to_be_visible()

    def _dialog(self, dialog: Any) -> None:
        self.dialogs.append(dialog.message)
        dialog.dismiss()

    def go(self, path: str) -> Page:
        self.page.goto(self.url + UI + path)
        return self.page

    def close(self) -> None:
        self.context.close()


@pytest.fixture
def alice(browser: Browser, server: dict[str, Any], link: Any) -> Iterator[Session]:
    s = Session(browser, server, link("alice"))
    yield s
    assert s.dialogs == [] and s.errors == [], (s.dialogs, s.errors)
    s.close()


def send(page: Page, text: str) -> None:
    """Type a chat message and send it; the page reads the run as server-sent events."""
    page.get_by_role("textbox", name=re.compile("^Message")).fill(text)
    with page.expect_response(lambda r: r.url.endswith("/send") and r.request.method == "POST") as info:
        page.get_by_role("button", name="Send").click()
    response = info.value
    assert response.status == 200 and response.headers["content-type"].startswith("text/event-stream")


def test_sign_in_chat_remember_and_forget_across_a_reload(
    browser: Browser, server: dict[str, Any], link: Any, alice: Session
) -> None:
    page = alice.page
    expect(page.get_by_test_id("whoami")).to_have_text("alice")
    assert "#token" not in page.url and page.url.endswith(f"{UI}/memories")

    # an agent key cannot sign in
    other = browser.new_context()
    login = other.new_page()
    login.goto(server["url"] + UI + "/login")
    login.get_by_label("Token").fill(AGENT_KEY)
    login.get_by_role("button", name="Sign in").click()
    expect(login.get_by_test_id("login-error")).to_contain_text("agents cannot sign in")
    other.close()

    # chat: the agent stores the preference; the answer arrives as server-sent events
    alice.go("/chat")
    page.get_by_test_id("new-chat").click()
    expect(page).to_have_url(re.compile(rf"{UI}/chat/[0-9a-f-]+$"))
    thread_url = page.url
    send(page, "Remember that I prefer dark theme")
    expect(page.get_by_test_id("msg-ai").last).to_have_text(re.compile("Got it, I'll remember that"))
    # which memories the turn's model calls were given (from the context snapshots)
    injected = page.get_by_test_id("injected").first
    injected.locator("summary").click()
    expect(injected.get_by_test_id("injected-memory").first).to_have_text(re.compile(r"^mem_"))

    alice.go("/memories")
    expect(page.get_by_test_id("memory-list")).to_contain_text("User prefers dark theme")
    page.get_by_test_id("memory-link").filter(has_text="User prefers dark theme").click()
    expect(page.get_by_test_id("why")).to_contain_text("Inferred by an agent acting for alice")
    # "which model calls used it": the snapshot of the chat's second model call, linked to the chat
    expect(page.get_by_test_id("used-by")).to_contain_text(thread_url.rsplit("/", 1)[1])
    alice.go("/memories")
    page.get_by_label("Search").fill("dark theme")
    page.get_by_role("button", name="Apply").click()
    expect(page.get_by_test_id("memory-list")).to_contain_text("User prefers dark theme")
    expect(page.get_by_test_id("memory-list").locator("thead")).to_contain_text("Score")

    # ask to forget it: the deletion waits for approval, and survives a page reload
    page.goto(thread_url)
    send(page, "Forget that I prefer dark theme")
    approval = page.get_by_test_id("approval")
    expect(approval).to_contain_text("memory_delete")
    page.reload()
    expect(page).to_have_url(thread_url)
    expect(approval).to_contain_text("memory_delete")
    expect(page.get_by_test_id("msg-human")).to_have_count(2)
    expect(page.get_by_test_id("msg-human").last).to_have_text(re.compile("Forget that I prefer dark theme"))
    expect(page.get_by_role("textbox", name=re.compile("^Message"))).to_be_disabled()
    page.get_by_test_id("injected").last.locator("summary").click()  # what this turn's model call was given
    shot = server["tmp"] / "console.png"
    page.screenshot(path=str(shot), full_page=True)
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    if os.environ.get("ZEUSMEM_UPDATE_SCREENSHOTS") == "1":
        shutil.copyfile(shot, REPO / "docs" / "console.png")

    page.get_by_role("button", name="Approve", exact=True).click()
    expect(page.get_by_test_id("msg-ai").last).to_have_text(re.compile("Done, I've forgotten that"))
    expect(approval).to_have_count(0)

    alice.go("/memories?q=dark+theme")
    expect(page.get_by_test_id("no-memories")).to_be_visible()
    alice.go("/chat")
    expect(page.get_by_test_id("thread-list")).to_contain_text("Remember that I prefer dark theme")


def test_edit_makes_version_2_with_history_and_shows_the_gates_refusal(alice: Session) -> None:
    page = alice.go("/memories/new")
    page.get_by_label("Content").fill("Deploys every service with Python 3.12")
    page.get_by_label("Type").select_option("fact")
    page.get_by_role("button", name="Store").click()
    expect(page.get_by_test_id("version")).to_have_text("version 1 of 1")
    expect(page.get_by_test_id("why")).to_contain_text("Stated by user alice")

    form = page.get_by_test_id("edit-form")
    form.get_by_label("Content").fill("Deploys every service with Python 3.13")
    form.get_by_label(re.compile("^Reason")).fill("upgraded in March")
    form.get_by_role("button", name="Save as a new version").click()
    expect(page.get_by_test_id("version")).to_have_text("version 2 of 2")
    expect(page.get_by_test_id("memory-content")).to_have_text("Deploys every service with Python 3.13")
    history = page.get_by_test_id("history")
    expect(history.locator("tbody tr")).to_have_count(2)
    expect(history.locator("tbody tr").nth(0)).to_contain_text("superseded")
    expect(history.locator("tbody tr").nth(0)).to_contain_text("Python 3.12")
    expect(history.locator("tbody tr").nth(1)).to_contain_text("upgraded in March")

    # a secret is refused by the write gate: the page says why and never echoes it
    secret = "ghp_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
    form = page.get_by_test_id("edit-form")
    form.get_by_label("Content").fill(f"Deploys with the token {secret}")
    form.get_by_label(re.compile("^Reason")).fill("add the token")
    form.get_by_role("button", name="Save as a new version").click()
    expect(page.get_by_test_id("refused")).to_contain_text("looks like a secret")
    assert secret not in page.content()
    expect(page.get_by_test_id("version")).to_have_text("version 2 of 2")

    # a person's edit of their own memory keeps it verified (#24): nothing left to verify
    expect(page.get_by_test_id("verified")).to_have_text("yes, by a human")
    expect(page.get_by_role("button", name=re.compile("^Verify"))).to_have_count(0)


def test_another_user_sees_none_of_it(
    browser: Browser, server: dict[str, Any], link: Any, alice: Session
) -> None:
    page = alice.go("/memories/new")
    page.get_by_label("Content").fill("Alice keeps her notes in Obsidian")
    page.get_by_role("button", name="Store").click()
    memory_url = page.url.split("?")[0]
    alice.go("/chat")
    page.get_by_test_id("new-chat").click()
    thread_url = page.url

    bob = Session(browser, server, link("bob"))
    try:
        expect(bob.page.get_by_test_id("whoami")).to_have_text("bob")
        expect(bob.page.get_by_test_id("no-memories")).to_be_visible()
        bob.go("/memories?q=Obsidian+notes")
        expect(bob.page.get_by_test_id("no-memories")).to_be_visible()
        bob.go("/memories?q=dark+theme&status=superseded")
        expect(bob.page.get_by_test_id("no-memories")).to_be_visible()
        for url in (memory_url, thread_url):
            response = bob.page.goto(url)
            assert response is not None and response.status == 404, url
            expect(bob.page.locator("h1")).to_have_text("Not found")
        bob.go("/chat")
        expect(bob.page.get_by_test_id("no-threads")).to_be_visible()
        bob.go("/review")
        expect(bob.page.locator("main")).not_to_contain_text("Alice")
        assert bob.dialogs == []
    finally:
        bob.close()


def test_memory_text_renders_inert(server: dict[str, Any], link: Any, alice: Session) -> None:
    # stored through the REST API with the same token: the console must show it as plain text
    headers = {"Authorization": f"Bearer {token_of(link('alice'))}"}
    r = httpx.post(f"{server['url']}/memory", headers=headers, json={"content": XSS, "tags": ["xss"]}, timeout=60)
    assert r.status_code == 201, r.text
    memory_id = r.json()["id"]

    page = alice.go("/memories?tag=xss")
    expect(page.get_by_test_id("memory-link")).to_have_text(XSS)
    page = alice.go(f"/memories/{memory_id}")
    expect(page.get_by_test_id("memory-content")).to_have_text(XSS)
    page = alice.go("/memories?q=click+me+javascript")
    expect(page.get_by_test_id("memory-list")).to_contain_text("<img src=x onerror=alert(1)>")
    # in the chat too: what the page adds while streaming and what the server renders after
    alice.go("/chat")
    page.get_by_test_id("new-chat").click()
    send(page, XSS)
    expect(page.get_by_test_id("msg-human").last.locator(".text")).to_have_text(XSS)
    page.wait_for_timeout(300)  # an onerror handler would have fired by now
    for path in (f"/memories/{memory_id}", "/memories?tag=xss"):
        page = alice.go(path)
        assert page.locator("main img").count() == 0
        assert page.locator("main script").count() == 0
        assert page.locator('a[href^="javascript:"]').count() == 0
    assert alice.dialogs == []  # the fixture checks it again for every test


def test_make_dev_prints_a_sign_in_link(make_dev_server: Any) -> None:
    text = make_dev_server.output.read_text(errors="replace")
    found = re.search(r"Web console, signed in as alice: (http://127\.0\.0\.1:\d+/memory/ui/login#token=\S+)", text)
    assert found, text[-2000:]
    sign_in = found.group(1)
    assert sign_in.startswith(make_dev_server.url + UI)
    with httpx.Client(base_url=make_dev_server.url, timeout=60) as c:
        r = c.post(f"{UI}/login", data={"token": token_of(sign_in), "next": f"{UI}/memories"})
        assert r.status_code == 303
        assert 'data-testid="whoami">alice<' in c.get(f"{UI}/memories").text


def test_state_changes_need_the_pages_csrf_token(server: dict[str, Any], link: Any) -> None:
    base = server["url"]
    with httpx.Client(base_url=base, timeout=60) as c:
        r = c.post(f"{UI}/login", data={"token": token_of(link("carol")), "next": f"{UI}/memories"})
        assert r.status_code == 303 and "zeusmem_console" in c.cookies
        assert "httponly" in r.headers["set-cookie"].lower() and "samesite=strict" in r.headers["set-cookie"].lower()
        page = c.get(f"{UI}/memories/new")
        assert page.headers["content-security-policy"].startswith("default-src 'self'")
        csrf = re.search(r'name="_csrf" value="([0-9a-f]+)"', page.text)
        assert csrf
        form = {"content": "Carol reads the changelog every Monday", "memory_type": "habit", "scope": "user"}
        assert c.post(f"{UI}/memories/new", data=form).status_code == 403  # no token
        evil = c.post(
            f"{UI}/memories/new", data={**form, "_csrf": csrf.group(1)}, headers={"Origin": "http://evil.example"}
        )
        assert evil.status_code == 403
        ok = c.post(f"{UI}/memories/new", data={**form, "_csrf": csrf.group(1)})
        assert ok.status_code == 303 and "/memory/ui/memories/mem_" in ok.headers["location"]
        # a chat turn streams: events arrive one by one, the answer before the end of the stream
        thread = c.post(f"{UI}/chat/new", data={"_csrf": csrf.group(1)}).headers["location"]
        events: list[str] = []
        with c.stream(
            "POST",
            f"{thread}/send",
            data={"_csrf": csrf.group(1), "message": "Remember that I prefer green tea"},
            headers={"Accept": "text/event-stream"},
        ) as stream:
            assert stream.headers["content-type"].startswith("text/event-stream")
            for line in stream.iter_lines():
                if line.startswith("event: "):
                    events.append(line[7:])
                elif "Got it, I'll remember that." in line:
                    events.append("answer")
        assert events[-1] == "done" and "answer" in events and events.count("messages") >= 3, events
    # the log has no blocking call in the event loop and no token
    text = server["log"].read_text(errors="replace")
    assert "BlockingError" not in text
    assert token_of(link("alice")) not in text


def test_profiles_and_the_conflict_queue(browser: Browser, server: dict[str, Any], link: Any) -> None:
    base = server["url"]

    links = {
        u: zeusmem_cli(server, "token", "--user", u, "--project", "apollo", "--link", base)
        for u in ("erin", "frank", "gina")
    }

    def rest(user: str, method: str, path: str, **kw: Any) -> httpx.Response:
        headers = {"Authorization": f"Bearer {token_of(links[user])}"}
        return httpx.request(method, base + path, headers=headers, timeout=60, **kw)

    assert rest("erin", "POST", "/memory/projects", json={"project_id": "apollo"}).status_code == 201
    assert rest("erin", "PUT", "/memory/projects/apollo/members/frank", json={"role": "editor"}).status_code == 200
    assert rest("erin", "PUT", "/memory/projects/apollo/members/gina", json={"role": "viewer"}).status_code == 200
    fact = {"memory_type": "fact", "scope": "project"}
    assert rest("erin", "POST", "/memory", json={**fact, "content": "The production database is PostgreSQL"}).is_success
    assert rest("frank", "POST", "/memory", json={**fact, "content": "The production database is MySQL"}).is_success

    erin = Session(browser, server, links["erin"])
    gina = Session(browser, server, links["gina"])
    try:
        # two people disagree: the conflict waits for review, both memories stay active until then
        page = erin.go("/review")
        conflict = page.get_by_test_id("conflict")
        expect(conflict).to_have_count(1)
        expect(conflict).to_contain_text("PostgreSQL")
        expect(conflict).to_contain_text("MySQL")
        conflict.get_by_role("button", name="Keep both").click()
        expect(page.get_by_test_id("conflict")).to_have_count(0)
        erin.go("/memories?scope=project")
        expect(page.get_by_test_id("memory-list").locator("tbody tr")).to_have_count(2)

        # profiles: the user's own, and the project's for those allowed to edit it
        page = erin.go("/profiles")
        form = page.get_by_test_id("user-profile-form")
        form.get_by_label("profession").fill("SRE")
        form.get_by_role("button", name="Save your profile").click()
        expect(page.get_by_test_id("user-profile-form").get_by_label("profession")).to_have_value("SRE")
        form = page.get_by_test_id("project-profile-form")
        form.get_by_label("project goal").fill("Ship the billing service")
        form.get_by_role("button", name="Save the project profile").click()
        page.locator("summary", has_text="Exactly what the agent sees").click()
        expect(page.get_by_test_id("profile-prompt")).to_contain_text("Ship the billing service")
        page = gina.go("/profiles")
        expect(page.get_by_test_id("project-profile-form")).to_have_count(0)
        expect(page.locator("main")).to_contain_text("Ship the billing service")
        expect(page.locator("main")).to_contain_text("Only the project's owners, admins and editors")
        assert erin.dialogs == [] and gina.dialogs == []
    finally:
        erin.close()
        gina.close()


def test_a_memory_page_link_survives_an_edit_and_the_list_reads_as_of(server: dict[str, Any], link: Any) -> None:
    """Stable ids (#24): the page of a memory keeps its address after an edit, shows every version,
    one version with ?version=N, and the list's "as of" picker shows the memory as it was then."""
    import time

    headers = {"Authorization": f"Bearer {token_of(link('vera'))}"}
    r = httpx.post(f"{server['url']}/memory", headers=headers, timeout=60,
                   json={"content": "Vera's team standup is at 9:00", "memory_type": "habit"})
    assert r.status_code == 201, r.text
    mid = r.json()["id"]
    time.sleep(0.05)
    between = httpx.get(f"{server['url']}/memory/{mid}", headers=headers, timeout=60).json()["created_at"]
    time.sleep(0.05)
    r = httpx.put(f"{server['url']}/memory/{mid}", headers=headers, timeout=60,
                  json={"content": "Vera's team standup is at 9:30", "reason": "moved"})
    assert (r.json()["id"], r.json()["version"]) == (mid, 2)
    with httpx.Client(base_url=server["url"], timeout=60) as c:
        c.post(f"{UI}/login", data={"token": token_of(link("vera")), "next": f"{UI}/memories"})
        page = c.get(f"{UI}/memories/{mid}").text
        assert "9:30" in page and "version 2 of 2" in page and f"{mid}?version=1" in page
        old = c.get(f"{UI}/memories/{mid}", params={"version": "1"}).text
        assert 'data-testid="old-version"' in old and "standup is at 9:00</pre>" in old
        then = c.get(f"{UI}/memories", params={"as_of": between}).text
        assert 'data-testid="as-of-note"' in then and "9:00" in then and "9:30" not in then
        now = c.get(f"{UI}/memories").text
        assert "9:30" in now and "9:00" not in now
        bad = c.get(f"{UI}/memories", params={"as_of": "2999-01-01T00:00:00"})
        assert bad.status_code == 400 and "as_of" in bad.text


def test_candidates_waiting_for_approval(server: dict[str, Any], link: Any, minilm: Any) -> None:
    """A policy that requires approval queues the agent's candidate; the reviewer approves it in the console."""
    import asyncio
    from concurrent.futures import ThreadPoolExecutor

    import zeusmem
    from zeusmem.service.lifecycle import set_policy

    async def queue() -> Any:
        settings = zeusmem.Settings(data_dir=server["data_dir"])  # the server's embedded database
        async with zeusmem.open_memory(None, minilm, settings=settings) as memory:
            await set_policy(memory, zeusmem.MemoryPolicy(require_approval=True), org_id="acme")
            hana = zeusmem.SecurityContext("hana", org_id="acme")
            candidate = zeusmem.MemoryCandidate("preference", "Hana prefers window seats")
            return await zeusmem.propose(memory, hana, candidate)

    with ThreadPoolExecutor(1) as pool:  # Playwright's sync API owns this thread's event loop
        queued = pool.submit(asyncio.run, queue()).result()
    assert (queued.outcome, queued.reason) == ("queued", "approval_required")
    sign_in = zeusmem_cli(server, "token", "--user", "hana", "--org", "acme", "--link", server["url"])
    with httpx.Client(base_url=server["url"], timeout=60) as c:
        r = c.post(f"{UI}/login", data={"token": token_of(sign_in), "next": f"{UI}/review"})
        review = c.get(r.headers["location"])
        assert "Hana prefers window seats" in review.text and 'data-testid="candidate"' in review.text
        csrf = re.search(r'name="_csrf" value="([0-9a-f]+)"', review.text)
        assert csrf
        approve = {"_csrf": csrf.group(1), "action": "approve"}
        done = c.post(f"{UI}/review/candidates/{queued.candidate_id}", data=approve)
        assert done.status_code == 303 and done.headers["location"].endswith("done=approved")
        assert "Hana prefers window seats" in c.get(f"{UI}/memories").text
        assert 'data-testid="candidate"' not in c.get(f"{UI}/review").text


def test_approvals_can_be_edited_or_rejected_without_javascript(server: dict[str, Any], link: Any) -> None:
    """The plain form posts (no JavaScript): wait for the run, then the page; edit and reject decisions."""
    with httpx.Client(base_url=server["url"], timeout=120) as c:
        c.post(f"{UI}/login", data={"token": token_of(link("ivan")), "next": f"{UI}/chat"})
        csrf = re.search(r'name="_csrf" value="([0-9a-f]+)"', c.get(f"{UI}/chat").text)
        assert csrf
        token = csrf.group(1)
        thread = c.post(f"{UI}/chat/new", data={"_csrf": token}).headers["location"]

        def say(text: str) -> str:
            r = c.post(f"{thread}/send", data={"_csrf": token, "message": text})
            assert r.status_code == 303, r.text[:500]
            return c.get(thread).text

        # a project-scope memory waits for approval; the reviewer edits it into a personal one
        page = say("Remember that our project deploys on Fridays")
        assert 'data-testid="approval"' in page and "memory_add" in page and 'value="edit"' in page
        args = {"content": "Ivan deploys on Fridays", "memory_type": "habit", "scope": "user"}
        r = c.post(f"{thread}/decide", data={"_csrf": token, "decision": "edit", "args": json.dumps(args)})
        assert r.status_code == 303
        page = c.get(thread).text
        assert 'data-testid="approval"' not in page and "Stored memory" in page
        listed = c.get(f"{UI}/memories?scope=user").text
        assert "Ivan deploys on Fridays" in listed

        # a deletion rejected with a reason: the memory stays
        page = say("Forget that I deploy on Fridays")
        assert "memory_delete" in page and 'value="edit"' not in page  # deletions: approve or reject only
        r = c.post(f"{thread}/decide", data={"_csrf": token, "decision": "reject", "message": "keep it"})
        assert r.status_code == 303
        assert 'data-testid="approval"' not in c.get(thread).text
        assert "Ivan deploys on Fridays" in c.get(f"{UI}/memories").text
        # nothing is pending any more: a second answer is refused with a message, not a 500
        late = c.post(f"{thread}/decide", data={"_csrf": token, "decision": "approve"})
        assert late.status_code == 400 and "nothing is waiting for approval" in late.text


NARROW = {"width": 390, "height": 844}  # a phone; the layout holds down to 360 px (checked too)
_PAGE_CHECK = """() => {
  const wide = document.documentElement.scrollWidth - window.innerWidth;
  const unlabelled = [...document.querySelectorAll('input:not([type=hidden]), select, textarea')]
    .filter(e => e.labels.length === 0 && !e.getAttribute('aria-label')).map(e => e.id || e.name);
  const midWord = [...document.querySelectorAll('body *')].filter(e => {
    const s = getComputedStyle(e); return s.overflowWrap === 'anywhere' || s.wordBreak === 'break-all';
  }).length;
  const icon = document.querySelector('link[rel=icon]');
  const over = [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > innerWidth + 1)
    .slice(-3).map(e => e.tagName + '.' + e.className + ' ' + (e.textContent || '').slice(0, 40));
  return {wide, unlabelled, midWord, icon: icon ? icon.href : null, over};
}"""


def test_every_page_at_390_px_no_horizontal_scroll_no_404_no_console_error(
    browser: Browser, server: dict[str, Any], link: Any, tmp_path: Path, summary_lines: list[str]
) -> None:
    """At 390 px (and 360 px) every page fits the screen (tables become cards), words wrap whole, every
    field has a label, the favicon loads, and no request fails and nothing is logged as an error."""
    long = "Prefers answers in bullet points with a short summary first, then the details, never jargon"
    zeusmem_cli(server, "add", "--user", "nora", "--type", "preference", "--tag", "style", long)
    memory_id = json.loads(zeusmem_cli(server, "list", "--user", "nora", "--json"))[0]["id"]
    context = browser.new_context(viewport=NARROW)
    problems: list[str] = []
    page = context.new_page()
    page.set_default_timeout(20_000)
    page.on("console", lambda m: problems.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    page.on("response", lambda r: problems.append(f"{r.status} {r.url}") if r.status >= 400 else None)
    try:
        page.goto(server["url"] + UI + "/login")
        page.get_by_label("Token").fill("not-a-token")
        page.get_by_role("button", name="Sign in").click()
        error = page.get_by_test_id("login-error")
        expect(error).to_contain_text("paste the whole token")
        assert "DecodeError" not in error.inner_text() and "bearer" not in error.inner_text().lower()
        page.goto("about:blank")  # the link differs from the sign-in page only by its fragment
        page.goto(link("nora"))
        expect(page.get_by_test_id("whoami")).to_have_text("nora")
        page.goto(server["url"] + UI + "/chat")
        page.get_by_test_id("new-chat").click()
        send(page, "Remember that I prefer window seats")
        expect(page.get_by_test_id("msg-ai").last).to_have_text(re.compile("Got it"))
        chat = page.url.split(UI, 1)[1]
        paths = ["/memories", "/memories?q=bullet+points", f"/memories/{memory_id}", "/memories/new", "/chat",
                 chat, "/review", "/profiles"]
        for width in (390, 360):
            page.set_viewport_size({"width": width, "height": 844})
            for path in paths:
                page.goto(server["url"] + UI + path)
                page.wait_for_load_state("networkidle")
                found = page.evaluate(_PAGE_CHECK)
                wide = f"{path} at {width} px scrolls sideways by {found['wide']} px: {found['over']}"
                assert found["wide"] <= 0, wide
                assert found["unlabelled"] == [], f"{path}: fields without a label: {found['unlabelled']}"
                assert found["midWord"] == 0, f"{path}: {found['midWord']} elements break words anywhere"
                assert found["icon"] and context.request.get(found["icon"]).status == 200, found
        page.set_viewport_size(NARROW)
        page.goto(server["url"] + UI + "/memories")
        expect(page.get_by_test_id("memory-list")).to_contain_text("window seats")
        shot = tmp_path / "console-390px.png"
        page.screenshot(path=str(shot), full_page=True)
        assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        summary_lines.append(f"console at 390 px: screenshot {shot}")
        page.goto(server["url"] + UI + "/profiles")
        expect(page.get_by_label("Anything else about you (free text)")).to_be_visible()
        page.screenshot(path=str(tmp_path / "console-390px-profiles.png"), full_page=True)
        assert problems == [], problems
    finally:
        context.close()
