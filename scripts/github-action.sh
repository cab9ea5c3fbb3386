#!/usr/bin/env bash
# The steps of Statecraft's GitHub Action (action.yml).
#   build: use `statecraft` from PATH, or build it in release from the action's checkout and put it on PATH.
#   check: annotate the pull request (`--format github`), write SARIF, and record the outputs.
set -euo pipefail
step=${1:?usage: github-action.sh build|check}
action_path=${GITHUB_ACTION_PATH:-$(cd "$(dirname "$0")/.." && pwd)}

case "$step" in
build)
    if command -v statecraft > /dev/null; then
        echo "Using $(command -v statecraft) ($(statecraft --version))"
        exit 0
    fi
    swift build -c release --product statecraft --package-path "$action_path"
    echo "$action_path/.build/release" >> "${GITHUB_PATH:?}"
    ;;
check)
    read -r -a paths <<< "${STATECRAFT_PATHS:-.}"
    read -r -a args <<< "${STATECRAFT_ARGS:-}"
    sarif=${STATECRAFT_SARIF:-statecraft.sarif}
    # Annotations: GitHub turns these workflow commands into comments on the changed lines.
    set +e
    statecraft check "${paths[@]}" "${args[@]}" --format github
    status=$?
    statecraft check "${paths[@]}" "${args[@]}" --format sarif --output "$sarif" --quiet
    sarif_status=$?
    set -e
    if [ "$status" -eq 2 ] || [ "$sarif_status" -eq 2 ]; then status=2; fi
    findings=$(python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1]))["runs"][0]["results"]))' "$sarif" 2>/dev/null || echo 0)
    {
        echo "status=$status"
        echo "findings=$findings"
        if [ -f "$sarif" ]; then echo "sarif-file=$sarif"; fi
    } >> "${GITHUB_OUTPUT:?}"
    echo "Statecraft: $findings findings, exit status $status"
    ;;
*)
    echo "unknown step: $step" >&2
    exit 2
    ;;
esac
