#!/usr/bin/env python3
"""Builds Statecraft's SE-0305 artifact bundle from release binaries, and zips it with its SwiftPM checksum.

    scripts/make-artifactbundle.py --version 0.3.0 --output dist \\
        --variant x86_64-unknown-linux-gnu=path/to/linux-x86_64/statecraft \\
        --variant aarch64-unknown-linux-gnu=path/to/linux-aarch64/statecraft \\
        --variant x86_64-apple-macosx,arm64-apple-macosx=path/to/universal/statecraft

Writes dist/statecraft.artifactbundle/ (info.json and one folder per variant) and
dist/statecraft-VERSION.artifactbundle.zip; prints the zip's checksum as `swift package compute-checksum` does.
"""
import argparse, hashlib, json, os, shutil, stat, zipfile

parser = argparse.ArgumentParser()
parser.add_argument("--version", required=True)
parser.add_argument("--output", required=True)
parser.add_argument("--variant", action="append", required=True, help="TRIPLE[,TRIPLE…]=BINARY")
options = parser.parse_args()

license = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "LICENSE")
bundle = os.path.join(options.output, "statecraft.artifactbundle")
shutil.rmtree(bundle, ignore_errors=True)
variants = []
for entry in options.variant:
    triples, binary = entry.split("=", 1)
    triples = triples.split(",")
    if all(triple.endswith("-apple-macosx") for triple in triples):
        name = "macos-universal"
    else:
        name = "linux-" + triples[0].split("-")[0]
    folder = f"statecraft-{options.version}-{name}"
    target = os.path.join(bundle, folder, "bin", "statecraft")
    os.makedirs(os.path.dirname(target))
    shutil.copy2(binary, target)
    os.chmod(target, os.stat(target).st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    shutil.copy2(license, os.path.join(bundle, folder, "LICENSE"))
    variants.append({"path": f"{folder}/bin/statecraft", "supportedTriples": triples})

info = {"schemaVersion": "1.0", "artifacts": {"statecraft": {"version": options.version, "type": "executable", "variants": variants}}}
with open(os.path.join(bundle, "info.json"), "w") as file:
    json.dump(info, file, indent=2)
    file.write("\n")

archive = os.path.join(options.output, f"statecraft-{options.version}.artifactbundle.zip")
with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as zip:
    for folder, _, files in os.walk(bundle):
        for name in sorted(files):
            path = os.path.join(folder, name)
            info_entry = zipfile.ZipInfo.from_file(path, os.path.relpath(path, options.output))
            with open(path, "rb") as source:
                zip.writestr(info_entry, source.read(), zipfile.ZIP_DEFLATED)
print(hashlib.sha256(open(archive, "rb").read()).hexdigest())
