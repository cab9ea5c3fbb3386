# Homebrew formula for Statecraft's release binaries. The release workflow fills in the version and checksums
# and publishes it to the tap (`brew install statecraft/tap/statecraft`).
class Statecraft < Formula
  desc "Checks the architecture and data flow of SwiftUI apps, across files"
  homepage "https://github.com/statecraft/statecraft"
  version "0.2.0"
  license "MIT"

  on_macos do
    url "https://github.com/statecraft/statecraft/releases/download/v#{version}/statecraft-#{version}-macos-universal.tar.gz"
    sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  end

  on_linux do
    on_intel do
      url "https://github.com/statecraft/statecraft/releases/download/v#{version}/statecraft-#{version}-linux-x86_64.tar.gz"
      sha256 "0000000000000000000000000000000000000000000000000000000000000000"
    end
    on_arm do
      url "https://github.com/statecraft/statecraft/releases/download/v#{version}/statecraft-#{version}-linux-aarch64.tar.gz"
      sha256 "0000000000000000000000000000000000000000000000000000000000000000"
    end
  end

  def install
    bin.install "bin/statecraft"
  end

  test do
    (testpath/"Screen.swift").write <<~SWIFT
      import SwiftUI
      struct Screen: View {
          @State var count = 0
          var body: some View { Button("\\(count)") { count += 1 } }
      }
    SWIFT
    assert_match "[state-not-private]", shell_output("#{bin}/statecraft check #{testpath} --format xcode")
    assert_match version.to_s, shell_output("#{bin}/statecraft --version")
  end
end
