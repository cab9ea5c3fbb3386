#!/usr/bin/env bash
# Runs the GitHub Action's steps (action.yml → scripts/github-action.sh) as the runner would, on the examples:
# the outputs, the annotations and the SARIF file; then with a baseline, which must pass. Needs `swift build`.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
export PATH="$repo/.build/debug:$PATH"
export GITHUB_ACTION_PATH="$repo"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 - action.yml <<'PY'
import sys, yaml
action = yaml.safe_load(open(sys.argv[1]))
assert action["runs"]["using"] == "composite", "a composite action"
steps = action["runs"]["steps"]
scripts = [step["run"] for step in steps if "run" in step and "github-action.sh" in step["run"]]
assert len(scripts) == 2, scripts
assert any(step.get("uses", "").startswith("github/codeql-action/upload-sarif@") for step in steps)
for name in ("paths", "args", "upload-sarif", "sarif-file"):
    assert name in action["inputs"], name
print("action.yml: composite, build + check + SARIF upload steps")
PY

export GITHUB_OUTPUT="$work/output" GITHUB_PATH="$work/path"
scripts/github-action.sh build
STATECRAFT_PATHS=Examples STATECRAFT_SARIF="$work/statecraft.sarif" scripts/github-action.sh check > "$work/annotations"
grep -q '^::error file=Examples/.*,line=[0-9]*,col=[0-9]*,title=[a-z-]*::' "$work/annotations" || { cat "$work/annotations"; echo "no error annotation" >&2; exit 1; }
grep -q '^status=1$' "$GITHUB_OUTPUT" || { cat "$GITHUB_OUTPUT"; echo "expected status=1" >&2; exit 1; }
grep -q "^sarif-file=$work/statecraft.sarif$" "$GITHUB_OUTPUT"
findings=$(sed -n 's/^findings=//p' "$GITHUB_OUTPUT")
[ "$findings" -gt 0 ] || { echo "expected findings" >&2; exit 1; }

# With a baseline of today's findings, the same run passes.
set +e
statecraft check Examples --quiet --write-baseline "$work/baseline.json" > /dev/null
set -e
: > "$GITHUB_OUTPUT"
STATECRAFT_PATHS=Examples STATECRAFT_ARGS="--baseline $work/baseline.json" STATECRAFT_SARIF="$work/again.sarif" \
    scripts/github-action.sh check > "$work/annotations2"
grep -q '^status=0$' "$GITHUB_OUTPUT" && grep -q '^findings=0$' "$GITHUB_OUTPUT" || { cat "$GITHUB_OUTPUT"; echo "expected a passing run" >&2; exit 1; }
echo "GitHub Action: $findings findings annotated and in SARIF; passes with a baseline"
