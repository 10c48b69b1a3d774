// The Slurm scripts of scripts/slurm as submit.sh writes their jobs, with
// stand-ins for sbatch and the engine (make cluster-test runs them on a
// real Slurm).

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// fakeCommand writes an executable script named name into dir that
// appends its environment variable vars and arguments, one call a line,
// to log, then prints out.
func fakeCommand(t *testing.T, dir, name, log, out string, vars ...string) {
	t.Helper()
	line := ""
	for _, v := range vars {
		line += v + "=${" + v + ":-} "
	}
	script := "#!/bin/sh\necho \"" + line + "$*\" >> " + log + "\necho " + out + "\n"
	if err := os.WriteFile(filepath.Join(dir, name), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
}

func TestSubmitEgdbByOutcomes(t *testing.T) {
	tmp := t.TempDir()
	bin := testBinary(t)
	fakes := filepath.Join(tmp, "fakes")
	if err := os.Mkdir(fakes, 0o755); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(tmp, "db")
	// With --outcomes the top piece count's waves get it through
	// EGDB_OUTCOMES, whatever the caller's environment held; without, none.
	// --dense, which egdb waves does not take either, goes to every build
	// (after the other flags), with --distances, which both imply.
	for _, outcomes := range []string{"3", ""} {
		sbatchLog := filepath.Join(tmp, "sbatch"+outcomes+".log")
		fakeCommand(t, fakes, "sbatch", sbatchLog, "41", "EGDB_OUTCOMES", "SHARDS")
		args := []string{"../../scripts/slurm/submit.sh", "egdb", "3", "2"}
		flags := "--variant italian --dir " + db
		if outcomes != "" {
			args = append(args, "--dense", "--outcomes")
			flags += " --distances --dense"
		}
		args = append(args, "--variant", "italian", "--dir", db)
		submit := exec.Command("sh", args...)
		submit.Env = append(os.Environ(), "PATH="+fakes+":"+os.Getenv("PATH"), "DAMAENGINE="+bin, "EGDB_OUTCOMES=7", "EGDB_SMALL=12000")
		if out, err := submit.CombinedOutput(); err != nil || strings.TrimSpace(string(out)) != "41" {
			t.Fatalf("submit.sh: %v, printed %q, want the last job's id 41", err, out)
		}
		data, err := os.ReadFile(sbatchLog)
		if err != nil {
			t.Fatal(err)
		}
		jobs := strings.Split(strings.TrimSpace(string(data)), "\n")
		if len(jobs) < 2 {
			t.Fatalf("%d sbatch calls, want one for each run of waves:\n%s", len(jobs), data)
		}
		for _, job := range jobs {
			if !strings.HasPrefix(job, "EGDB_OUTCOMES="+outcomes+" ") || strings.Contains(job, "--outcomes") ||
				!strings.Contains(job, "egdb.sbatch") || !strings.HasSuffix(job, flags) {
				t.Errorf("sbatch call %q: want EGDB_OUTCOMES=%s, egdb.sbatch and the flags %q", job, outcomes, flags)
			}
		}
	}

	// A task of the batch file: --outcomes for the waves of EGDB_OUTCOMES
	// pieces alone.
	engineLog := filepath.Join(tmp, "engine.log")
	fake := filepath.Join(fakes, "engine")
	fakeCommand(t, fakes, "engine", engineLog, "")
	task := exec.Command("sh", "../../scripts/slurm/egdb.sbatch", "2:21,3:1", "--variant", "italian", "--dir", db, "--distances")
	task.Env = append(os.Environ(), "DAMAENGINE="+fake, "SLURM_ARRAY_TASK_ID=2", "SHARDS=3", "EGDB_OUTCOMES=3")
	if out, err := task.CombinedOutput(); err != nil {
		t.Fatalf("egdb.sbatch: %v\n%s", err, out)
	}
	data, err := os.ReadFile(engineLog)
	if err != nil {
		t.Fatal(err)
	}
	want := "egdb build --variant italian --dir " + db + " --distances --pieces 2 --wave 21 --shard 2/3 --threads 1\n" +
		"egdb build --variant italian --dir " + db + " --distances --outcomes --pieces 3 --wave 1 --shard 2/3 --threads 1\n"
	if string(data) != want {
		t.Errorf("egdb.sbatch ran\n%swant\n%s", data, want)
	}
}
