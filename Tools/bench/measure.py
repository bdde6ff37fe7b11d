"""Runs one command and measures it: wall time, CPU time (user + system) and peak resident
memory, from the kernel's own accounting of that process (wait4, as getrusage reports it).

The command is started by GNU time (`/usr/bin/time`), a small C program, and its peak memory is
the one GNU time reports. Linux counts in a process's peak memory the memory of the process it
replaced by exec, so a command forked straight from this script would report at least this Python
process's memory (over 100 MiB after reading a large corpus file), whatever its own. Wall time
and CPU time are read here, to the microsecond, for GNU time and the command together (GNU time
itself takes about a millisecond).

Python's own start-up counts for the Python peers: it is part of what running them costs.
"""

import os
import signal
import subprocess
import tempfile
import time
from dataclasses import dataclass

GNU_TIME = "/usr/bin/time"


@dataclass
class Measurement:
    wall: float          # seconds
    cpu: float           # seconds, user + system, the command and the children it waited for
    peak_rss_mb: float   # MiB, the largest resident set of the command or its waited-for children
    exit_code: int
    stderr: str


def run(argv: list[str], env: dict[str, str] | None = None, timeout: float | None = None) -> Measurement:
    """Runs `argv` with standard output discarded; keeps standard error for error messages."""
    if not os.access(GNU_TIME, os.X_OK):
        raise SystemExit(f"bench: {GNU_TIME} is missing; install Debian's `time` package (Tools/bench/setup.sh does)")
    with tempfile.TemporaryFile(mode="w+b") as err, tempfile.NamedTemporaryFile(mode="r", suffix=".time") as report:
        start = time.perf_counter()
        proc = subprocess.Popen([GNU_TIME, "-q", "-o", report.name, "-f", "%M", *argv],
                                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=err, env=env,
                                start_new_session=True)
        deadline = None if timeout is None else start + timeout
        while True:
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG if deadline else 0)
            if pid:
                break
            if time.perf_counter() > deadline:
                os.killpg(proc.pid, signal.SIGKILL)
                pid, status, usage = os.wait4(proc.pid, 0)
                break
            time.sleep(0.005)
        wall = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)  # so Popen does not wait again
        err.seek(0)
        message = err.read().decode("utf-8", "replace")
        # The last line: the command's peak resident set in KiB (a command killed by a signal
        # gets a "Command terminated by signal N" line before it).
        lines = report.read().split()
    peak_kib = int(lines[-1]) if lines and lines[-1].isdigit() else 0
    return Measurement(wall=wall, cpu=usage.ru_utime + usage.ru_stime,
                       peak_rss_mb=peak_kib / 1024, exit_code=proc.returncode, stderr=message)
