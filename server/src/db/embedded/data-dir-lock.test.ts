import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csw-lock-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const lockFile = () => path.join(dir, 'server.lock');

describe('the data directory lock', () => {
  it('is exclusive while held and free again once released', () => {
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    lock.release();
    expect(fs.existsSync(lockFile())).toBe(false);
    lockDataDir(dir).release();
  });

  it('names the holder and what to do', () => {
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(
      new RegExp(`in use by another server process \\(pid ${process.pid}\\).*DATA_DIR`),
    );
    lock.release();
  });

  it('refuses while another live process holds it', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      const started = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8');
      const startTime = started.slice(started.lastIndexOf(')') + 2).split(' ')[19];
      fs.writeFileSync(
        lockFile(),
        JSON.stringify({ pid: child.pid, host: os.hostname(), started: startTime }),
      );
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('takes over a lock left by a process that died, or by a pid now used by another process', async () => {
    const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((resolve) => child.once('exit', resolve));
    fs.writeFileSync(lockFile(), JSON.stringify({ pid: child.pid, host: os.hostname(), started: '1' }));
    lockDataDir(dir).release();

    // A live pid with another start time: the pid was reused after the holder died.
    fs.writeFileSync(lockFile(), JSON.stringify({ pid: process.ppid, host: os.hostname(), started: '1' }));
    const lock = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('never steals a lock held from another machine', () => {
    fs.writeFileSync(lockFile(), JSON.stringify({ pid: 1, host: 'another-host', started: '1' }));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });
});
