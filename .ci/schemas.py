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
