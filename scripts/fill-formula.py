#!/usr/bin/env python3
"""Writes the Homebrew formula for a release: Packaging/Homebrew/statecraft.rb with the version and the checksum
of each platform's tarball (read from FOLDER/statecraft-VERSION-PLATFORM.tar.gz.sha256).

    scripts/fill-formula.py VERSION FOLDER OUTPUT
"""
import os, re, sys

version, folder, output = sys.argv[1:4]
template = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Packaging", "Homebrew", "statecraft.rb")
text = re.sub(r'version "[^"]*"', f'version "{version}"', open(template).read(), count=1)
for platform in ("macos-universal", "linux-x86_64", "linux-aarch64"):
    digest = open(os.path.join(folder, f"statecraft-{version}-{platform}.tar.gz.sha256")).read().split()[0]
    assert re.fullmatch(r"[0-9a-f]{64}", digest), digest
    text, count = re.subn(rf'({re.escape(platform)}\.tar\.gz"\n\s*sha256 ")[0-9a-f]{{64}}', rf"\g<1>{digest}", text)
    assert count == 1, platform
os.makedirs(os.path.dirname(os.path.abspath(output)), exist_ok=True)
open(output, "w").write(text)
