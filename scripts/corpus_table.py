#!/usr/bin/env python3
"""The per-app health table of Statecraft's model over the corpus in scripts/corpus.json.

For each app: types written as `View` against those the model takes as views, how many views it models, the
share its app paths reach (of all views, and of those the app's own code builds: views only previews build are
the canvas's scaffolding and no app path can hold them), errors, warnings, the detected architecture and the time
of a whole `check`.

usage: corpus_table.py STATECRAFT_BINARY APPS_FOLDER [--split tuning|validation|regression|holdout|all]
                       [--save FOLDER] [--only OWNER/NAME ...]

APPS_FOLDER holds one exported tree per app, named OWNER+NAME (see shared/corpus/README.md). With --save, each
app's JSON report is written to FOLDER/OWNER+NAME.json, for comparing runs and labelling findings.
"""
import argparse
import json
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def run(binary, folder):
    start = time.monotonic()
    process = subprocess.run([binary, "check", folder, "--format", "json", "--quiet"],
                             capture_output=True, text=True)
    elapsed = time.monotonic() - start
    if process.returncode not in (0, 1):
        return None, elapsed, process.stderr.strip().splitlines()[-1:] or ["exit %d" % process.returncode]
    return json.loads(process.stdout), elapsed, []


def unbuilt_files(report):
    """How many files the run left out as compiled by no target of the Xcode project (from its note)."""
    for note in report.get("notes", []):
        message = note.get("message", "")
        if " in no target of the Xcode project" in message:
            return int(message.split(" ")[0])
    return 0


def percent(part, whole):
    return "%d%%" % round(100.0 * part / whole) if whole else "–"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("apps")
    parser.add_argument("--split", default="all", choices=["tuning", "validation", "regression", "holdout", "all"])
    parser.add_argument("--save")
    parser.add_argument("--only", nargs="*")
    arguments = parser.parse_args()

    corpus = json.load(open(os.path.join(HERE, "corpus.json")))["apps"]
    # Holdout apps are measured only when asked for by name: `all` leaves them untouched.
    apps = [app for app in corpus
            if app["split"] == arguments.split or (arguments.split == "all" and app["split"] != "holdout")]
    if arguments.only:
        apps = [app for app in apps if app["repo"] in arguments.only]
    if arguments.save:
        os.makedirs(arguments.save, exist_ok=True)

    header = ["app", "split", "written as View", "not modelled", "views", "reach", "app reach", "errors", "warnings",
              "architecture", "unbuilt files", "time"]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    totals = {"errors": 0, "warnings": 0}
    for app in apps:
        name = app["repo"].replace("/", "+")
        folder = os.path.join(arguments.apps, name)
        if not os.path.isdir(folder):
            print("| %s | %s | missing: %s |" % (app["repo"], app["split"], folder))
            continue
        report, elapsed, problem = run(arguments.binary, folder)
        if report is None:
            print("| %s | %s | failed: %s |" % (app["repo"], app["split"], " ".join(problem)))
            continue
        if arguments.save:
            with open(os.path.join(arguments.save, name + ".json"), "w") as output:
                json.dump(report, output, indent=1)
        summary = report["summary"]
        coverage = summary.get("coverage") or {}
        views = coverage.get("views", 0)
        reached = coverage.get("fromScenes", 0) + coverage.get("fromHostingRoots", 0)
        architecture = summary["architecture"]
        screens = architecture.get("screens", {})
        detected = "%s (mv %d, mvvm %d)" % (architecture["detected"], screens.get("mv", 0), screens.get("mvvm", 0))
        totals["errors"] += summary["errors"]
        totals["warnings"] += summary["warnings"]
        row = [app["repo"], app["split"], str(coverage.get("declaredViews", "–")), str(coverage.get("unmodelledViews", "–")),
               str(views), percent(reached, views), percent(reached, views - coverage.get("fromPreviewsOnly", 0)),
               str(summary["errors"]), str(summary["warnings"]), detected,
               str(unbuilt_files(report)), "%.1f s" % elapsed]
        print("| " + " | ".join(row) + " |")
        sys.stdout.flush()
    print()
    print("errors %(errors)d, warnings %(warnings)d" % totals)


if __name__ == "__main__":
    main()
