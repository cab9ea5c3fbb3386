"""Validates every CI report format Statecraft writes against its consumer's schema, or reads it with a real
consumer from PyPI: checkstyle (xmllint and a DTD), JUnit (xmllint and an XSD, then junitparser), GitLab Code
Quality and SonarQube's generic issues (JSON Schemas), CSV (Python's csv reader) and Markdown (markdown-it-py's
GitHub-flavoured tables). The reports are those of the bundled examples and the golden ones, whose messages
hold every character a format must escape. Usage: python3 .ci/reporters.py path/to/statecraft"""
import csv, io, json, os, subprocess, sys, tempfile
import jsonschema
from junitparser import JUnitXml
from markdown_it import MarkdownIt

statecraft = os.path.abspath(sys.argv[1])
root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
schemas = os.path.join(root, "Tests/StatecraftKitTests/Schemas")
golden = os.path.join(root, "Tests/StatecraftKitTests/Golden")


def report(format):
    run = subprocess.run([statecraft, "check", ".", "--format", format], cwd=os.path.join(root, "Examples"), capture_output=True, text=True)
    assert run.returncode == 1, (format, run.returncode, run.stderr)
    return run.stdout


def golden_text(name):
    return open(os.path.join(golden, name), encoding="utf-8").read()


expected = json.loads(report("json"))["summary"]["findings"]
checked = 0

def xmllint(text, *arguments):
    with tempfile.NamedTemporaryFile("w", suffix=".xml", delete=False, encoding="utf-8") as file:
        file.write(text)
    run = subprocess.run(["xmllint", "--noout", *arguments, file.name], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    return file.name


for source, checkstyle, junit, codeclimate, sonarqube, table, markdown, count in [
    ("examples", report("checkstyle"), report("junit"), report("codeclimate"), report("sonarqube"), report("csv"), report("markdown"), expected),
    ("golden", golden_text("report.checkstyle.xml"), golden_text("report.junit.xml"), golden_text("report.codeclimate.json"),
     golden_text("report.sonarqube.json"), golden_text("report.csv"), golden_text("report.md"), 4),
]:
    xmllint(checkstyle, "--dtdvalid", os.path.join(schemas, "checkstyle.dtd"))
    path = xmllint(junit, "--schema", os.path.join(schemas, "junit.xsd"))
    suites = JUnitXml.fromfile(path)
    cases = [case for suite in suites for case in suite]
    assert len(cases) == count and all(case.result and case.result[0].type in ("error", "warning", "info") for case in cases), source
    assert suites.failures == count, (source, suites.failures)

    issues = json.loads(codeclimate)
    jsonschema.validate(issues, json.load(open(os.path.join(schemas, "codeclimate-gitlab.schema.json"))))
    assert len(issues) == count and len({issue["fingerprint"] for issue in issues}) == count, source

    sonar = json.loads(sonarqube)
    jsonschema.validate(sonar, json.load(open(os.path.join(schemas, "sonarqube-generic-issues.schema.json"))))
    assert len(sonar["issues"]) == count and {issue["ruleId"] for issue in sonar["issues"]} <= {rule["id"] for rule in sonar["rules"]}, source

    rows = list(csv.DictReader(io.StringIO(table, newline="")))
    assert len(rows) == count and all(row["rule"] and int(row["line"]) >= 1 for row in rows), source

    tokens = MarkdownIt("commonmark").enable("table").parse(markdown)
    body_rows = [token for token in tokens if token.type == "tr_open"]
    assert len(body_rows) == count + 1, (source, len(body_rows))
    cells = [token for token in tokens if token.type == "td_open"]
    assert len(cells) == 5 * count, (source, len(cells))
    checked += 1

print(f"Reports valid: checkstyle, JUnit, GitLab Code Quality, SonarQube, CSV and Markdown ({checked} sets, {expected} findings in the examples)")
