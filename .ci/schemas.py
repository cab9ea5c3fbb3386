"""Validates every JSON document Statecraft writes, and the configuration files, against the JSON Schemas in
schemas/. Usage: python3 .ci/schemas.py path/to/statecraft"""
import json, os, subprocess, sys, tempfile
import jsonschema, yaml

statecraft = os.path.abspath(sys.argv[1])
root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
examples = os.path.join(root, "Examples")

def schema(name):
    return json.load(open(os.path.join(root, "schemas", f"{name}.schema.json")))

def run(*arguments):
    return subprocess.run([statecraft, *arguments], cwd=examples, capture_output=True, text=True).stdout

documents = {
    "check": run("check", ".", "--format", "json"),
    "fix": run("fix", "Pantry", "--dry-run", "--format", "json"),
    "map": run("map", "TrailJournal", "--format", "json"),
    "map-stats": run("map", ".", "--stats", "--format", "json"),
    "rules": run("rules", "--format", "json"),
    "explain": run("explain", "missing-environment-object", "--format", "json"),
}
with tempfile.TemporaryDirectory() as folder:
    baseline = os.path.join(folder, "baseline.json")
    run("check", ".", "--write-baseline", baseline, "--quiet")
    documents["baseline"] = open(baseline).read()
for name, text in documents.items():
    jsonschema.validate(json.loads(text), schema(name))

# A finding with related locations and notes: a scene that does not inject what its view reads, and a class
# with several reasons to stay an ObservableObject. Its JSON against check's schema, its SARIF against OASIS's.
with tempfile.TemporaryDirectory() as folder:
    with open(os.path.join(folder, ".statecraft.yml"), "w") as config:
        config.write('deployment_target: { ios: "17.0" }\n')
    with open(os.path.join(folder, "Cellar.swift"), "w") as source:
        source.write("""import SwiftUI
@main struct CellarApp: App { var body: some Scene { WindowGroup { CellarRoot() } } }
final class Cellar: ObservableObject {
    @Published var bottles: [String] = []
    func refresh() { objectWillChange.send() }
}
struct CellarRoot: View {
    @EnvironmentObject var cellar: Cellar
    var body: some View { List(cellar.bottles, id: \\.self) { Text($0) } }
}
""")
    made = lambda *arguments: subprocess.run([statecraft, "check", ".", *arguments], cwd=folder, capture_output=True, text=True).stdout
    report = json.loads(made("--format", "json"))
    jsonschema.validate(report, schema("check"))
    assert any(finding.get("related") for finding in report["findings"]), report["findings"]
    sarif = json.loads(made("--format", "sarif"))
    jsonschema.validate(sarif, json.load(open(os.path.join(root, "Tests/StatecraftKitTests/Schemas/sarif-schema-2.1.0.json"))))
    assert any(result.get("relatedLocations") for result in sarif["runs"][0]["results"])
    documents["check with related locations"] = json.dumps(report)

configs = [os.path.join(dirpath, ".statecraft.yml") for dirpath, _, files in os.walk(examples) if ".statecraft.yml" in files]
with tempfile.TemporaryDirectory() as folder:
    subprocess.run(["cp", "-r", os.path.join(examples, "Pantry"), folder], check=True)
    project = os.path.join(folder, "Pantry")
    os.remove(os.path.join(project, ".statecraft.yml"))
    subprocess.run([statecraft, "init", project], check=True, capture_output=True)
    configs.append(os.path.join(project, ".statecraft.yml"))
    for path in configs:
        jsonschema.validate(yaml.safe_load(open(path)) or {}, schema("statecraft-config"))
print(f"JSON Schemas: {len(documents)} documents and {len(configs)} configuration files valid")
