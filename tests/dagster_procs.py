"""Start and stop Dagster's long-running processes for tests and benchmarks.

`dagster dev`, `dagster-webserver`, `dagster-daemon` and Celery workers are
started with `subprocess.Popen` in a session (process group) of their own, with
their output in a log file, and stopped by SIGTERM to the whole group, then
SIGKILL to the group and to any descendant that moved out of it, so a test
never leaks a process (see pitfall 6 in the team's dagster.md: a background
`dagster dev` ignores SIGTERM unless started like this).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
LOCATION = "reverie"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def chromium_executable() -> str | None:
    """The system Chromium (Debian's `chromium` package), or None when it is not installed."""
    for name in ("chromium", "chromium-browser"):
        found = shutil.which(name)
        if found:
            return found
    return None


def make_dagster_home(home: Path, instance_yaml: Path | None = None, extra_yaml: str = "") -> Path:
    """An absolute, existing DAGSTER_HOME holding a copy of `instance_yaml` (default: the repo's) plus extra lines."""
    home = home.resolve()
    home.mkdir(parents=True, exist_ok=True)
    text = (instance_yaml or REPO_ROOT / "dagster.yaml").read_text(encoding="utf-8")
    (home / "dagster.yaml").write_text(text.rstrip() + "\n" + extra_yaml, encoding="utf-8")
    return home


def _children(pid: int) -> list[int]:
    """Direct children of `pid`, read from /proc (no psutil needed)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        # Field 4 (after "pid (comm) state") is the parent pid; comm may contain spaces.
        fields = stat[stat.rfind(")") + 2 :].split()
        if len(fields) > 1 and int(fields[1]) == pid:
            found.append(int(entry.name))
    return found


def descendants(pid: int) -> list[int]:
    out, todo = [], [pid]
    while todo:
        kids = _children(todo.pop())
        out += kids
        todo += kids
    return out


def cmdline(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return ""


def _alive(pid: int) -> bool:
    from pipelines.instance import process_exists

    return process_exists(pid)  # a zombie is dead for our purposes


class ManagedProcess:
    """One long-running command in its own process group, logging to `log_path`."""

    def __init__(
        self, name: str, args: Sequence[str], env: Mapping[str, str], log_path: Path, cwd: Path = REPO_ROOT
    ) -> None:
        self.name = name
        self.args = list(args)
        self.log_path = log_path
        log_path.parent.mkdir(parents=True, exist_ok=True)
        self._log = open(log_path, "ab")  # noqa: SIM115 (held open for the process's life; closed in stop())
        self.proc = subprocess.Popen(
            self.args,
            env=dict(env),
            cwd=str(cwd),
            stdout=self._log,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            start_new_session=True,
        )

    @property
    def pid(self) -> int:
        return self.proc.pid

    def running(self) -> bool:
        return self.proc.poll() is None

    def log_tail(self, chars: int = 4000) -> str:
        try:
            return self.log_path.read_text(errors="replace")[-chars:]
        except OSError:
            return ""

    def stop(self, timeout_s: float = 20.0) -> None:
        """SIGTERM the group, wait, then SIGKILL the group and every descendant still alive."""
        family = descendants(self.pid)
        if self.running():
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.pid, signal.SIGTERM)
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.proc.wait(timeout=timeout_s)
        family += [p for p in descendants(self.pid) if p not in family] if self.running() else []
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.pid, signal.SIGKILL)
        for pid in family:
            if _alive(pid):
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGKILL)
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.proc.wait(timeout=10)
        self._log.close()


def wait_until(
    predicate: Callable[[], object],
    timeout_s: float,
    what: str,
    interval_s: float = 0.5,
    on_timeout: Callable[[], str] | None = None,
):
    """Poll `predicate` until it returns something truthy; fail with `what` (and extra context) on timeout."""
    deadline = time.monotonic() + timeout_s
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > deadline:
            detail = on_timeout() if on_timeout else ""
            raise TimeoutError(f"timed out after {timeout_s:.0f} s waiting for {what}\n{detail}")
        time.sleep(interval_s)


def http_ok(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=2) as resp:
            return resp.status == 200
    except (urllib.error.URLError, ConnectionError, OSError):
        return False


def base_env(home: Path, **overrides: str) -> dict[str, str]:
    """This process's environment plus DAGSTER_HOME, the venv's bin on PATH, and the repo on PYTHONPATH."""
    env = dict(os.environ)
    env.update(
        DAGSTER_HOME=str(home),
        PATH=f"{BIN}{os.pathsep}{env.get('PATH', '')}",
        PYTHONPATH=os.pathsep.join(p for p in (str(REPO_ROOT), env.get("PYTHONPATH", "")) if p),
        HF_HUB_OFFLINE="1",
        TRANSFORMERS_OFFLINE="1",
        PYTHONUNBUFFERED="1",
    )
    env.update(overrides)
    return env


class DagsterStack:
    """Webserver (+ daemon, + Celery workers) on 127.0.0.1 over one DAGSTER_HOME; a context manager.

    `dev=True` runs `dagster dev` (webserver, daemon and code server together,
    as `make ui` does); otherwise the pieces are started one by one as a
    production deployment would run them (deploy/run.sh).
    """

    def __init__(
        self,
        home: Path,
        env: Mapping[str, str],
        log_dir: Path,
        *,
        dev: bool = True,
        daemon: bool = True,
        workers: int = 0,
        port: int | None = None,
        deploy_script: Path | None = None,
    ) -> None:
        self.home = home
        self.env = dict(env)
        self.log_dir = log_dir
        self.dev = dev
        self.want_daemon = daemon
        self.workers = workers
        self.port = port or free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.deploy_script = deploy_script
        if deploy_script:
            self.env.update(REVERIE_UI_HOST="127.0.0.1", REVERIE_UI_PORT=str(self.port))
        self.procs: list[ManagedProcess] = []

    def _start(self, name: str, args: Sequence[str]) -> ManagedProcess:
        proc = ManagedProcess(name, args, self.env, self.log_dir / f"{name}.log")
        self.procs.append(proc)
        return proc

    def logs(self) -> str:
        return "\n".join(f"--- {p.name} (rc={p.proc.poll()}) ---\n{p.log_tail()}" for p in self.procs)

    def start(self, ready_timeout_s: float = 120.0) -> DagsterStack:
        if self.dev:
            self._start(
                "dagster-dev",
                [str(BIN / "dagster"), "dev", "-w", "workspace.yaml", "-h", "127.0.0.1", "-p", str(self.port)],
            )
        else:
            run = [str(self.deploy_script)] if self.deploy_script else None
            if run:
                init = subprocess.run(
                    run + ["init"], env=self.env, cwd=REPO_ROOT, capture_output=True, text=True, timeout=120
                )
                if init.returncode:
                    raise RuntimeError(f"{self.deploy_script} init failed:\n{init.stdout}\n{init.stderr}")
            webserver = [
                str(BIN / "dagster-webserver"),
                "-w",
                "workspace.yaml",
                "-h",
                "127.0.0.1",
                "-p",
                str(self.port),
            ]
            self._start("webserver", run + ["webserver"] if run else webserver)
            if self.want_daemon:
                self._start(
                    "daemon", run + ["daemon"] if run else [str(BIN / "dagster-daemon"), "run", "-w", "workspace.yaml"]
                )
            for i in range(self.workers):
                self.start_worker(f"reverie-worker-{i + 1}")
        self.wait_ready(ready_timeout_s)
        return self

    def start_worker(self, name: str) -> ManagedProcess:
        if not self.deploy_script:
            raise ValueError("Celery workers are started through deploy/run.sh; pass deploy_script")
        return self._start(name, [str(self.deploy_script), "worker", name])

    def wait_ready(self, timeout_s: float) -> None:
        def ready() -> bool:
            dead = [p for p in self.procs if not p.running()]
            if dead:
                raise RuntimeError(f"{dead[0].name} exited early:\n{self.logs()}")
            return http_ok(self.url + "/server_info")

        wait_until(ready, timeout_s, f"the Dagster webserver at {self.url}", on_timeout=self.logs)
        from pipelines.graphql import DagsterGraphQL, GraphQLError

        # The webserver answers before the code location has loaded; wait for the location too.
        gql = DagsterGraphQL(self.url)

        def loaded() -> bool:
            try:
                return gql.location_loaded(LOCATION)
            except GraphQLError as exc:
                if "failed to load" in str(exc):
                    raise
                return False

        wait_until(loaded, timeout_s, f"code location {LOCATION!r} to load", on_timeout=self.logs)

    def stop(self) -> None:
        for proc in reversed(self.procs):
            proc.stop()

    def __enter__(self) -> DagsterStack:
        try:
            return self.start()
        except BaseException:
            self.stop()
            raise

    def __exit__(self, *exc) -> None:
        self.stop()
