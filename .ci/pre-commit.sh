#!/usr/bin/env bash
# Runs this repository's pre-commit hook with the real pre-commit on a sample repository: a commit with a
# finding fails, and passes once the finding is fixed. Needs `statecraft` built (`swift build`).
set -euo pipefail
cd "$(dirname "$0")/.."
statecraft_repo=$(pwd)
rev=$(git rev-parse HEAD)
if ! python3 -c 'import pre_commit' 2>/dev/null; then
    python3 -m pip install --quiet pre-commit
fi
export PATH="$statecraft_repo/.build/debug:$PATH"
export PRE_COMMIT_HOME=$(mktemp -d)
sample=$(mktemp -d)
trap 'rm -rf "$PRE_COMMIT_HOME" "$sample"' EXIT
cd "$sample"
git init --quiet
git config user.email ci@example.com
git config user.name CI
mkdir -p Sources
cat > Sources/Profile.swift <<'SWIFT'
import SwiftUI

final class ProfileModel: ObservableObject {
    @Published var name = ""
    func rename(to newName: String) { name = newName }
}

struct Profile: View {
    @ObservedObject var model = ProfileModel()
    var body: some View { Text(model.name) }
}
SWIFT
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $statecraft_repo
    rev: $rev
    hooks:
      - id: statecraft-system
YAML
git add -A
set +e
python3 -m pre_commit run --all-files > run1.log 2>&1
first=$?
set -e
cat run1.log
if [ "$first" -ne 1 ] || ! grep -q "observed-object-owned" run1.log; then
    echo "pre-commit: expected the hook to fail on observed-object-owned (exit $first)" >&2
    exit 1
fi
sed -i 's/@ObservedObject var model/@StateObject private var model/' Sources/Profile.swift
git add -A
python3 -m pre_commit run --all-files > run2.log 2>&1 || { cat run2.log; echo "pre-commit: expected the hook to pass once fixed" >&2; exit 1; }
cat run2.log
echo "pre-commit hook: fails on a finding, passes once fixed"
