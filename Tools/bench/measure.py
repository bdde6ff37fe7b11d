"""Runs one command and measures it: wall time, CPU time (user + system) and peak resident
memory, all from the kernel's own accounting of that child (wait4, as getrusage reports it).

Python's own start-up counts for the Python peers: it is part of what running them costs.
"""

import os
import subprocess
import tempfile
import time
from dataclasses import dataclass


@dataclass
class Measurement:
    wall: float          # seconds
    cpu: float           # seconds, user + system, the child and the children it waited for
    peak_rss_mb: float   # MiB, the largest resident set of the child or its waited-for children
    exit_code: int
    stderr: str


def run(argv: list[str], env: dict[str, str] | None = None, timeout: float | None = None) -> Measurement:
    """Runs `argv` with standard output discarded; keeps standard error for error messages."""
    with tempfile.TemporaryFile(mode="w+b") as err:
        start = time.perf_counter()
        proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=err, env=env)
        deadline = None if timeout is None else start + timeout
        while True:
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG if deadline else 0)
            if pid:
                break
            if time.perf_counter() > deadline:
                proc.kill()
                pid, status, usage = os.wait4(proc.pid, 0)
                break
            time.sleep(0.005)
        wall = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)  # so Popen does not wait again
        err.seek(0)
        message = err.read().decode("utf-8", "replace")
    return Measurement(wall=wall, cpu=usage.ru_utime + usage.ru_stime,
                       peak_rss_mb=usage.ru_maxrss / 1024, exit_code=proc.returncode, stderr=message)
