#!/usr/bin/env python3
"""Compares two runs of scripts/corpus_table.py --save: the findings each app gained and lost.

usage: corpus_diff.py BEFORE_FOLDER AFTER_FOLDER [--severity error,warning] [--messages]

Findings are matched by rule, file and line, then by fingerprint; with --messages the text of each gained and lost
finding is printed, for labelling.
"""
import argparse
import json
import os


def findings(path, severities):
    report = json.load(open(path))
    return [f for f in report["findings"] if f["severity"] in severities]


def key(finding):
    return (finding["rule"], finding["file"], finding["line"])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("before")
    parser.add_argument("after")
    parser.add_argument("--severity", default="error,warning")
    parser.add_argument("--messages", action="store_true")
    arguments = parser.parse_args()
    severities = set(arguments.severity.split(","))
    for name in sorted(os.listdir(arguments.after)):
        before_path = os.path.join(arguments.before, name)
        if not os.path.exists(before_path):
            continue
        before = findings(before_path, severities)
        after = findings(os.path.join(arguments.after, name), severities)
        before_keys = {key(f) for f in before}
        after_keys = {key(f) for f in after}
        gained = [f for f in after if key(f) not in before_keys]
        lost = [f for f in before if key(f) not in after_keys]
        if not gained and not lost:
            continue
        print("## %s: %d gained, %d lost" % (name[:-5], len(gained), len(lost)))
        for label, items in (("+", gained), ("-", lost)):
            for finding in items:
                line = "%s %s %s:%d %s" % (label, finding["severity"], finding["file"], finding["line"], finding["rule"])
                print(line)
                if arguments.messages:
                    print("    " + finding["message"][:600])
        print()


if __name__ == "__main__":
    main()
