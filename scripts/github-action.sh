#!/usr/bin/env bash
# The steps of Statecraft's GitHub Action (action.yml).
#   build: use `statecraft` from PATH, else the release binary of the action's tag, else a release build of the
#          action's checkout; put it on PATH.
#   check: one run that annotates the pull request (`--format github`) and writes SARIF; record the outputs.
set -euo pipefail
step=${1:?usage: github-action.sh build|check}
action_path=${GITHUB_ACTION_PATH:-$(cd "$(dirname "$0")/.." && pwd)}

case "$step" in
build)
    if command -v statecraft > /dev/null; then
        echo "Using $(command -v statecraft) ($(statecraft --version))"
        exit 0
    fi
    # A tagged action downloads its release's binary (checked against the release's checksum).
    ref=${GITHUB_ACTION_REF:-}
    if [[ "$ref" =~ ^v[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
        version=${ref#v}
        case "$(uname -s)-$(uname -m)" in
            Darwin-*) platform=macos-universal ;;
            Linux-x86_64) platform=linux-x86_64 ;;
            Linux-aarch64 | Linux-arm64) platform=linux-aarch64 ;;
            *) platform= ;;
        esac
        archive="statecraft-$version-$platform.tar.gz"
        base="https://github.com/statecraft/statecraft/releases/download/$ref"
        folder="${RUNNER_TEMP:-/tmp}/statecraft-$version"
        mkdir -p "$folder"
        if [ -n "$platform" ] && curl -fsSL "$base/$archive" -o "$folder/$archive" && curl -fsSL "$base/$archive.sha256" -o "$folder/$archive.sha256"; then
            (cd "$folder" && if command -v sha256sum > /dev/null; then sha256sum -c "$archive.sha256"; else shasum -a 256 -c "$archive.sha256"; fi)
            tar -xzf "$folder/$archive" -C "$folder"
            echo "$folder/bin" >> "${GITHUB_PATH:?}"
            echo "Using the released statecraft $version ($platform)"
            exit 0
        fi
        echo "No released binary for $ref on this runner; building it"
    fi
    # Otherwise a release build of the action's checkout (action.yml caches its build folder).
    swift build -c release --product statecraft --package-path "$action_path"
    echo "$action_path/.build/release" >> "${GITHUB_PATH:?}"
    ;;
check)
    read -r -a paths <<< "${STATECRAFT_PATHS:-.}"
    read -r -a args <<< "${STATECRAFT_ARGS:-}"
    sarif=${STATECRAFT_SARIF:-statecraft.sarif}
    # One run: annotations on standard output (GitHub turns these workflow commands into comments on the changed
    # lines) and the SARIF report beside.
    set +e
    statecraft check "${paths[@]}" "${args[@]}" --format github --report "sarif:$sarif"
    status=$?
    set -e
    findings=$(python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1]))["runs"][0]["results"]))' "$sarif" 2>/dev/null || echo 0)
    {
        echo "status=$status"
        echo "findings=$findings"
        if [ -f "$sarif" ]; then echo "sarif-file=$sarif"; fi
    } >> "${GITHUB_OUTPUT:?}"
    echo "Statecraft: $findings finding$([ "$findings" = 1 ] || echo s), exit status $status"
    ;;
*)
    echo "unknown step: $step" >&2
    exit 2
    ;;
esac
